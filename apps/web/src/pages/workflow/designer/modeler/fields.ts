// What the properties panel's platform group shows for a BPMN element (the `pf:` attributes of the
// contract's workflowModdleDescriptor), kept apart from the panel so that it can be tested without one.
import type { workflowModdleDescriptor } from '@platform/contract/workflow-model';

type PlatformType = (typeof workflowModdleDescriptor)['types'][number];
/** A `pf:` attribute name, as the descriptor spells it. */
export type PlatformAttribute = PlatformType['properties'][number]['name'];

/** The lists a select entry offers, loaded by the page. */
export interface PanelChoices {
  forms: Choice[];
  handlers: Choice[];
  decisions: Choice[];
}
export interface Choice {
  value: string;
  label: string;
}

export interface PlatformField {
  attribute: PlatformAttribute;
  /** A text, a whole number, or one of the page's lists. */
  kind: 'text' | 'integer' | 'select';
  choices?: keyof PanelChoices;
  /** The description under the input says what the value may be. */
  hint?: 'assigneeHint' | 'listHint' | 'dueDateHint' | 'queueHint';
}

const USER_TASK: PlatformField[] = [
  { attribute: 'assignee', kind: 'text', hint: 'assigneeHint' },
  { attribute: 'candidateUsers', kind: 'text', hint: 'listHint' },
  { attribute: 'candidateRoles', kind: 'text', hint: 'listHint' },
  { attribute: 'candidateDepts', kind: 'text', hint: 'listHint' },
  { attribute: 'formKey', kind: 'select', choices: 'forms' },
  { attribute: 'dueDate', kind: 'text', hint: 'dueDateHint' },
  { attribute: 'queue', kind: 'text', hint: 'queueHint' },
];
const SERVICE_TASK: PlatformField[] = [
  { attribute: 'handler', kind: 'select', choices: 'handlers' },
  { attribute: 'retries', kind: 'integer' },
];
const BUSINESS_RULE_TASK: PlatformField[] = [
  { attribute: 'decisionRef', kind: 'select', choices: 'decisions' },
  { attribute: 'resultVariable', kind: 'text' },
];

/** The platform fields of an element of BPMN type `type` (e.g. 'bpmn:UserTask'); none for most. */
export function platformFieldsOf(type: string): PlatformField[] {
  switch (type) {
    case 'bpmn:UserTask':
      return USER_TASK;
    case 'bpmn:ServiceTask':
    case 'bpmn:SendTask':
      return SERVICE_TASK;
    case 'bpmn:BusinessRuleTask':
      return BUSINESS_RULE_TASK;
    default:
      return [];
  }
}

/**
 * A select's options: none first, then the list, and the element's own value when the list does not
 * hold it (a form deleted since, a handler of another server) so that opening the panel keeps it.
 */
export function optionsOf(
  choices: readonly Choice[],
  current: string,
  texts: { none: string; unknown: (value: string) => string },
): Choice[] {
  const known = !current || choices.some((choice) => choice.value === current);
  return [
    { value: '', label: texts.none },
    ...choices,
    ...(known ? [] : [{ value: current, label: texts.unknown(current) }]),
  ];
}

/** The value stored for what the user typed: blank removes the attribute. */
export function storedValue(field: PlatformField, typed: string): string | number | undefined {
  const value = typed.trim();
  if (!value) return undefined;
  return field.kind === 'integer' ? Number(value) : value;
}

export const MAX_RETRIES = 100;

/** Whether `typed` is an acceptable retry count (blank: the server's default). */
export function isRetryCount(typed: string): boolean {
  const value = typed.trim();
  return !value || (/^\d+$/.test(value) && Number(value) <= MAX_RETRIES);
}

interface FlowSource {
  $instanceOf(type: string): boolean;
  default?: unknown;
}

/**
 * Whether a sequence flow leaving `source` may carry a condition: flows out of exclusive, inclusive
 * and complex gateways and conditional flows out of activities, but not a gateway's default flow.
 */
export function mayHaveCondition(flow: unknown, source: FlowSource | undefined): boolean {
  if (!source || source.default === flow) return false;
  return ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway', 'bpmn:Activity'].some(
    (type) => source.$instanceOf(type),
  );
}
