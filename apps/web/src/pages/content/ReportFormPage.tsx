// Placeholder while the page is built (issue 23).
/** The public report form (/reportform). */
export function ReportFormPage() {
  return null;
}
