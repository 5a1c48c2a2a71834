// The enterprise's nonconformities of an application, to answer with root cause and corrective
// action (inside 申请记录's detail): H4 builds it.
export function ClientFindings(_props: { applicationId: string }) {
  return null;
}
