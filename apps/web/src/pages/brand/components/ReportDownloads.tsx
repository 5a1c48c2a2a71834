// The report's download buttons (PDF, docx) of a process, for the body and for the enterprise once the
// result is published. Placeholder: the report area (H5) replaces it.
export function ReportDownloads(_props: { processId: string }) {
  return null;
}
