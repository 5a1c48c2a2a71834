// Placeholder while the page is built (issue 23).
/** The PDF viewer (/filePreview?fileUrl=). */
export function PdfPreviewPage() {
  return null;
}
