// The documents the designer starts from and what it makes of the server's answers, apart from the
// modeler so that they can be tested without a canvas.
import type { ModelProblem } from '@platform/contract';
import { WORKFLOW_NS_PREFIX, WORKFLOW_NS_URI } from '@platform/contract/workflow-model';
import { RequestError } from '../../../api/request';

/** A fresh process id: an XML name the user may rename (it becomes the process key). */
export function newProcessId(random: () => number = Math.random): string {
  return `Process_${Math.floor(random() * 36 ** 7)
    .toString(36)
    .padStart(7, '0')}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A new process: one start event, declaring the platform's namespace for the task properties. */
export function emptyDiagram(processId: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:${WORKFLOW_NS_PREFIX}="${WORKFLOW_NS_URI}" id="Definitions_${processId}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** The download's name: the process key, or 'process'. */
export function fileNameOf(processId: string | undefined): string {
  const safe = (processId ?? '').replace(/[^\w.-]+/g, '_');
  return `${safe || 'process'}.bpmn`;
}

/**
 * The problems a refused deployment names (400, `data.errors` of {field, reason}): the field is the id
 * of the element the reason is about, or `body.xml` for the document as a whole.
 */
export function refusalProblems(error: unknown): ModelProblem[] {
  if (!(error instanceof RequestError)) return [];
  const { data } = error;
  const errors: unknown = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : [];
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((problem: unknown) => {
    if (typeof problem !== 'object' || problem === null) return [];
    const { field, reason } = problem as { field?: unknown; reason?: unknown };
    if (typeof reason !== 'string') return [];
    const element = typeof field === 'string' && !/^(body|query)\./.test(field) ? field : null;
    return [{ elementId: element, elementName: null, message: reason }];
  });
}
