// Placeholder while the page is built (issue 23).
/** The viewer entry (/fileview?fileUrl=&name=): picks the viewer by the file type. */
export function FileViewPage() {
  return null;
}
