// bpmn-moddle ships no types; what model.ts uses of it.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings?: unknown[] }>;
  }
}
