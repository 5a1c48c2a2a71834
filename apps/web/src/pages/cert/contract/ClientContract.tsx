// The enterprise's view of an application's contract (inside 申请记录's detail): H2 builds it.
export function ClientContract(_props: { applicationId: string }) {
  return null;
}
