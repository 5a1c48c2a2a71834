// Placeholder while the page is built (issue 23).
/** The external upload page (/exupload?token=). */
export function ExUploadPage() {
  return null;
}
