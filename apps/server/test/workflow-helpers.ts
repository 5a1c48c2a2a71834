// BPMN documents the workflow suites deploy, written small so that a test reads as its process.
export const BPMN_NS =
  'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:pf="https://bizadmin.platform/schema/bpmn"';

/** A definitions document with one process. */
export const bpmn = (key: string, body: string, name = key) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${BPMN_NS} id="${key}-definitions" targetNamespace="https://platform.test/processes">
  <process id="${key}" name="${name}" isExecutable="true">${body}</process>
</definitions>`;

/** A sequence flow, with a FEEL condition (or another language, to see it refused). */
export const flow = (id: string, from: string, to: string, condition?: string, language = 'feel') =>
  condition === undefined
    ? `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`
    : `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression" language="${language}">${condition}</conditionExpression></sequenceFlow>`;

/** A user task for the holders of role 47 (auditor_a), with more attributes if given. */
export const auditorTask = (id: string, name: string, attrs = '') =>
  `<userTask id="${id}" name="${name}" pf:candidateRoles="47" ${attrs} />`;

/** start → each task in turn → end. */
export const chain = (key: string, tasks: string[], elements: string) => {
  const ids = ['start', ...tasks, 'end'];
  const flows = ids.slice(1).map((to, i) => flow(`f${i}`, ids[i]!, to));
  return bpmn(key, `<startEvent id="start" />${elements}<endEvent id="end" />${flows.join('')}`);
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
