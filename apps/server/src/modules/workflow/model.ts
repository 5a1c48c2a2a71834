// What a BPMN document says, read once with bpmn-moddle and our extension: the process, its elements
// with their task properties, and the problems that keep it from being deployed, each naming the
// element (parse errors, scripts, unknown handlers, user tasks nobody may do, unreachable elements).
import { BpmnModdle } from 'bpmn-moddle';
import { isExpression, workflowModdleDescriptor } from '@platform/contract/workflow-model';
import { text, type Text } from '../../i18n/index.js';
import { feel } from './engine.js';

export interface ElementInfo {
  id: string;
  type: string;
  name: string | null;
  assignee?: string;
  candidateUsers?: string;
  candidateRoles?: string;
  candidateDepts?: string;
  formKey?: string;
  dueDate?: string;
  queue?: string;
  handler?: string;
  retries?: number;
  decisionRef?: string;
  resultVariable?: string;
  /** Outgoing sequence flows: id, target, FEEL condition. */
  outgoing: { id: string; target: string; condition: string | null }[];
  attachedTo?: string;
}

export interface ProcessModel {
  key: string;
  name: string;
  elements: Map<string, ElementInfo>;
}

export interface Problem {
  elementId: string | null;
  elementName: string | null;
  message: Text;
}

const moddle = new BpmnModdle({ pf: workflowModdleDescriptor });

interface ModdleElement {
  $type: string;
  id: string;
  name?: string;
  [key: string]: unknown;
}

const SERVICE_TYPES = new Set(['bpmn:ServiceTask', 'bpmn:SendTask']);
const USER_TYPES = new Set(['bpmn:UserTask']);
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

function feelSyntaxError(expression: string): string | null {
  try {
    feel(expression, {});
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

export async function readProcess(
  xml: string,
  known: { handlers: ReadonlySet<string> },
): Promise<{ model: ProcessModel | null; problems: Problem[] }> {
  const problems: Problem[] = [];
  const problem = (el: ModdleElement | null, message: Text) =>
    problems.push({ elementId: el?.id ?? null, elementName: el?.name ?? null, message });
  let definitions: ModdleElement & { rootElements?: ModdleElement[] };
  try {
    const parsed = await moddle.fromXML(xml);
    definitions = parsed.rootElement as never;
    for (const warning of parsed.warnings ?? []) {
      problem(null, text('workflow.xmlWarning', { reason: (warning as { message: string }).message }));
    }
  } catch (err) {
    problem(null, text('workflow.xmlInvalid', { reason: err instanceof Error ? err.message : String(err) }));
    return { model: null, problems };
  }
  const processes = (definitions.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1) {
    problem(null, text('workflow.oneProcess', { count: processes.length }));
    return { model: null, problems };
  }
  const process = processes[0] as ModdleElement & { flowElements?: ModdleElement[] };
  if (!/^[A-Za-z_][\w.-]{0,127}$/.test(process.id)) problem(process, text('workflow.processIdInvalid'));

  const elements = new Map<string, ElementInfo>();
  const flows: ModdleElement[] = [];
  /** Elements inside sub-processes: reached through their own start events, not checked here. */
  const nested = new Set<string>();
  const visit = (list: ModdleElement[] | undefined, inside: boolean) => {
    for (const el of list ?? []) {
      if (el.$type === 'bpmn:SequenceFlow') {
        flows.push(el);
        continue;
      }
      const attrs = el as Record<string, unknown>;
      const info: ElementInfo = { id: el.id, type: el.$type, name: el.name ?? null, outgoing: [] };
      for (const key of [
        'assignee',
        'candidateUsers',
        'candidateRoles',
        'candidateDepts',
        'formKey',
        'dueDate',
        'queue',
        'handler',
        'decisionRef',
        'resultVariable',
      ] as const) {
        const value = attrs[key];
        if (typeof value === 'string' && value.trim()) info[key] = value.trim();
      }
      if (typeof attrs.retries === 'number') info.retries = attrs.retries;
      const attached = attrs.attachedToRef as ModdleElement | undefined;
      if (attached) info.attachedTo = attached.id;
      elements.set(el.id, info);
      if (inside) nested.add(el.id);
      if (el.$type === 'bpmn:SubProcess') visit(attrs.flowElements as ModdleElement[], true);
    }
  };
  visit(process.flowElements, false);

  for (const flow of flows) {
    const source = (flow.sourceRef as ModdleElement | undefined)?.id;
    const target = (flow.targetRef as ModdleElement | undefined)?.id;
    const expression = flow.conditionExpression as { body?: string; language?: string } | undefined;
    let condition: string | null = null;
    if (expression) {
      if ((expression.language ?? '').toLowerCase() !== 'feel') {
        problem(flow, text('workflow.conditionNotFeel'));
      } else {
        condition = (expression.body ?? '').trim();
        const error = feelSyntaxError(condition);
        if (!condition || error) problem(flow, text('workflow.conditionInvalid', { reason: error ?? '' }));
      }
    }
    if (source && target) elements.get(source)?.outgoing.push({ id: flow.id, target, condition });
  }

  const starts = [...elements.values()].filter((e) => e.type === 'bpmn:StartEvent' && !nested.has(e.id));
  if (!starts.length) problem(process, text('workflow.noStart'));
  if (![...elements.values()].some((e) => e.type === 'bpmn:EndEvent'))
    problem(process, text('workflow.noEnd'));

  for (const info of elements.values()) {
    const el = { $type: info.type, id: info.id, name: info.name ?? undefined };
    if (info.type === 'bpmn:ScriptTask') problem(el, text('workflow.scriptRefused'));
    if (info.type === 'bpmn:CallActivity') problem(el, text('workflow.callActivityUnsupported'));
    if (USER_TYPES.has(info.type)) {
      if (!info.assignee && !info.candidateUsers && !info.candidateRoles && !info.candidateDepts) {
        problem(el, text('workflow.noAssigneeRule'));
      }
      for (const key of [
        'assignee',
        'candidateUsers',
        'candidateRoles',
        'candidateDepts',
        'dueDate',
      ] as const) {
        const value = info[key];
        if (value && isExpression(value)) {
          const error = feelSyntaxError(value.trimStart().slice(1));
          if (error) problem(el, text('workflow.expressionInvalid', { property: key, reason: error }));
        }
      }
      if (info.candidateRoles && !isExpression(info.candidateRoles)) {
        const bad = info.candidateRoles.split(',').filter((c) => !/^\s*\d+\s*$/.test(c));
        if (bad.length) problem(el, text('workflow.roleCodesInvalid', { codes: bad.join(',') }));
      }
      if (info.dueDate && !isExpression(info.dueDate) && !ISO_DURATION.test(info.dueDate)) {
        problem(el, text('workflow.dueDateInvalid', { value: info.dueDate }));
      }
      if (info.queue && !/^[A-Za-z0-9_-]{1,64}$/.test(info.queue)) problem(el, text('workflow.queueInvalid'));
    }
    if (SERVICE_TYPES.has(info.type)) {
      if (!info.handler) problem(el, text('workflow.noHandler'));
      else if (!known.handlers.has(info.handler)) {
        problem(el, text('workflow.unknownHandler', { handler: info.handler }));
      }
    }
    if (info.type === 'bpmn:BusinessRuleTask' && !info.decisionRef)
      problem(el, text('workflow.noDecisionRef'));
  }

  // Reachability from the start events along sequence flows; a boundary event is reached with its task.
  const reached = new Set<string>();
  const queue = starts.map((s) => s.id);
  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const info = elements.get(id);
    for (const flow of info?.outgoing ?? []) queue.push(flow.target);
    for (const other of elements.values()) if (other.attachedTo === id) queue.push(other.id);
  }
  for (const info of elements.values()) {
    const structural = info.type === 'bpmn:TextAnnotation' || info.type === 'bpmn:Association';
    if (!reached.has(info.id) && !structural && !nested.has(info.id)) {
      problem({ $type: info.type, id: info.id, name: info.name ?? undefined }, text('workflow.unreachable'));
    }
  }

  const model = { key: process.id, name: process.name?.trim() || process.id, elements };
  return { model, problems };
}

/** The user step a return goes back to: the target of the task's (or its gateway's) 'returned' flow. */
export function routeOf(
  model: ProcessModel,
  elementId: string,
  outcome: 'returned' | 'rejected',
): string | null {
  const word = `"${outcome}"`;
  const from = model.elements.get(elementId);
  for (const flow of from?.outgoing ?? []) {
    if (flow.condition?.includes(word)) return flow.target;
    const next = model.elements.get(flow.target);
    if (next?.type === 'bpmn:ExclusiveGateway') {
      const taken = next.outgoing.find((f) => f.condition?.includes(word));
      if (taken) return taken.target;
    }
  }
  return null;
}
