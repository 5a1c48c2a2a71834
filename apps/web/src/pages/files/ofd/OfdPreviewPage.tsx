// Placeholder while the page is built (issue 23).
/** The OFD viewer (/previewOfd?fileUrl=). */
export function OfdPreviewPage() {
  return null;
}
