// Placeholder while the page is built (issue 23).
/** Batch processing of OFD/PDF files (/batchProcessOfd). */
export function BatchOfdPage() {
  return null;
}
