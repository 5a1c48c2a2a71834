// A DMN 1.3 document as the evaluator needs it: the decisions of its decision requirements graph, each
// with its decision table or literal expression, the FEEL kept as text. Plain data (no moddle objects),
// so that a parsed document can be kept and evaluated many times.

export const HIT_POLICIES = [
  'UNIQUE',
  'FIRST',
  'PRIORITY',
  'ANY',
  'COLLECT',
  'RULE ORDER',
  'OUTPUT ORDER',
] as const;
export type HitPolicy = (typeof HIT_POLICIES)[number];

export const AGGREGATIONS = ['SUM', 'MIN', 'MAX', 'COUNT'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

export interface DecisionInput {
  id: string | null;
  /** What the column header shows: the label, else the expression. */
  label: string;
  /** FEEL expression over the inputs and the required decisions' results. */
  expression: string;
  typeRef: string | null;
  /** FEEL unary tests that the input's value must pass (`"high","medium","low"`), if any. */
  allowedValues: string | null;
}

export interface DecisionOutput {
  id: string | null;
  /** The key of this output in a rule's result object. */
  name: string;
  typeRef: string | null;
  /** FEEL unary tests listing the values in priority order (PRIORITY and OUTPUT ORDER), if any. */
  outputValues: string | null;
  /** FEEL expression giving the value when no rule matched, if any. */
  defaultOutput: string | null;
}

export interface DecisionRule {
  id: string | null;
  /** FEEL unary tests, one per input; `-` or empty matches anything. */
  inputEntries: string[];
  /** FEEL expressions, one per output; empty gives null. */
  outputEntries: string[];
}

export interface DecisionTable {
  kind: 'table';
  /** As written; validated when parsed and refused when evaluated if unknown. */
  hitPolicy: string;
  aggregation: string | null;
  inputs: DecisionInput[];
  outputs: DecisionOutput[];
  rules: DecisionRule[];
}

export interface LiteralExpression {
  kind: 'literal';
  expression: string;
}

export interface Decision {
  id: string;
  name: string | null;
  /** The name its result goes by in the decisions that require it (DMN's variable), if given. */
  variableName: string | null;
  /** Ids of the decisions whose results this one reads (information requirements). */
  requires: string[];
  logic: DecisionTable | LiteralExpression | null;
}

export interface DmnModel {
  id: string | null;
  name: string | null;
  /** In document order. */
  decisions: Decision[];
}

export function decisionLabel(decision: Pick<Decision, 'id' | 'name'>): string {
  return decision.name || decision.id;
}
