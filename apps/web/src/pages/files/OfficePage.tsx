// Placeholder while the page is built (issue 23).
/** Office documents (/office?fileUrl=): docx, xlsx, pptx. */
export function OfficePage() {
  return null;
}
