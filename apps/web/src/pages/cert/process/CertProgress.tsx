// An application's process progress (the bpmn-js diagram and history, via workflow/getProgress of
// api-cert), embeddable in any certification page: H6 builds it.
export function CertProgress(_props: { instanceId: string }) {
  return null;
}
