// The enterprise's view of an application's audits: programme, issued plans to confirm or ask to
// change, letters and reports (inside 申请记录's detail): H3 builds it.
export function ClientAudits(_props: { applicationId: string }) {
  return null;
}
