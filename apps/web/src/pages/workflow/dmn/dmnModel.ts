// What the decision tables page reads from a DMN document: its decisions, the inputs a test of a
// decision table asks for, its outputs and the rules the server says matched. It works on the
// dmn-moddle tree the modeler edits (getDefinitions()), so it always sees the document as it is now.

/** The parts of a dmn-moddle element this page reads. */
export interface DmnElement {
  $type: string;
  id?: string;
  name?: string;
}
export interface DmnInput extends DmnElement {
  label?: string;
  inputExpression?: DmnElement & { text?: string; typeRef?: string };
  inputValues?: DmnElement & { text?: string };
}
export interface DmnOutput extends DmnElement {
  label?: string;
  typeRef?: string;
}
export interface DmnDecisionTable extends DmnElement {
  hitPolicy?: string;
  input?: DmnInput[];
  output?: DmnOutput[];
  rule?: DmnElement[];
}
export interface DmnDecision extends DmnElement {
  decisionLogic?: DmnElement;
  variable?: DmnElement;
  informationRequirement?: (DmnElement & { requiredDecision?: { href?: string } })[];
}
export interface DmnDefinitions extends DmnElement {
  drgElement?: DmnElement[];
}

export type InputKind = 'number' | 'text' | 'boolean' | 'date';

/** One field of the test form: the variable the input expression reads, and how to ask for it. */
export interface InputField {
  /** The variable's path in the inputs object (`applicant.age` → ['applicant', 'age']). */
  path: string[];
  /** The column's label, or its expression when it has none. */
  label: string;
  expression: string;
  typeRef: string;
  kind: InputKind;
  /** The allowed values of a string input (`"low","medium","high"`), when the table lists them. */
  options: string[];
}

export interface DecisionRef {
  id: string;
  name: string;
  /** Whether its logic is a decision table (only those are tested in the page). */
  isTable: boolean;
}

const isDecision = (element: DmnElement): element is DmnDecision => element.$type === 'dmn:Decision';
const isTable = (element: DmnElement | undefined): element is DmnDecisionTable =>
  element?.$type === 'dmn:DecisionTable';

/** The decisions of a document, in document order. */
export function decisionsOf(definitions: DmnDefinitions | undefined): DecisionRef[] {
  return (definitions?.drgElement ?? []).filter(isDecision).map((decision) => ({
    id: decision.id ?? '',
    name: decision.name || decision.id || '',
    isTable: isTable(decision.decisionLogic),
  }));
}

/** What the document calls one of its elements (its name), for a problem the server names by id. */
export function elementName(definitions: DmnDefinitions | undefined, id: string): string {
  return (definitions?.drgElement ?? []).find((element) => element.id === id)?.name || id;
}

function decisionOf(definitions: DmnDefinitions | undefined, decisionId: string): DmnDecision | undefined {
  return (definitions?.drgElement ?? []).find(
    (element): element is DmnDecision => isDecision(element) && element.id === decisionId,
  );
}

function tableOf(definitions: DmnDefinitions | undefined, decisionId: string): DmnDecisionTable | undefined {
  const logic = decisionOf(definitions, decisionId)?.decisionLogic;
  return isTable(logic) ? logic : undefined;
}

/** The decisions a decision requires (`<requiredDecision href="#id">`), by id. */
function requiredDecisionIds(decision: DmnDecision): string[] {
  return (decision.informationRequirement ?? []).flatMap((requirement) => {
    const href = requirement.requiredDecision?.href ?? '';
    return href.startsWith('#') ? [href.slice(1)] : [];
  });
}

const NUMBER_TYPES = new Set(['number', 'integer', 'long', 'double']);
const DATE_TYPES = new Set(['date', 'date and time', 'datetime']);

export function kindOfTypeRef(typeRef: string): InputKind {
  const type = typeRef.trim().toLowerCase();
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (DATE_TYPES.has(type)) return 'date';
  return 'text';
}

// A FEEL name without spaces (letters of any script, digits, _ and $), optionally followed by
// `.name` segments: the input reads a variable or a field of one.
const NAME = String.raw`[\p{L}_$][\p{L}\p{N}_$]*`;
const PATH = new RegExp(String.raw`^${NAME}(\.${NAME})*$`, 'u');

/**
 * Where an input expression's value comes from: a variable or a path into one. Any other expression
 * (arithmetic, a function call) is keyed by its text, as a context entry of that name.
 */
export function pathOfExpression(expression: string): string[] {
  const text = expression.trim();
  return PATH.test(text) ? text.split('.') : [text];
}

/** `"low", "medium","high"` → ['low', 'medium', 'high']; anything but a list of strings → []. */
export function stringOptions(text: string | undefined): string[] {
  const items = (text ?? '').split(',').map((item) => item.trim());
  if (items.length === 0 || !items.every((item) => /^"[^"]*"$/.test(item))) return [];
  return items.map((item) => item.slice(1, -1));
}

function fieldOf(input: DmnInput): InputField | undefined {
  const expression = input.inputExpression?.text?.trim() ?? '';
  if (!expression) return undefined;
  const typeRef = input.inputExpression?.typeRef ?? '';
  const kind = kindOfTypeRef(typeRef);
  return {
    path: pathOfExpression(expression),
    label: input.label?.trim() || expression,
    expression,
    typeRef,
    kind,
    options: kind === 'text' ? stringOptions(input.inputValues?.text) : [],
  };
}

/**
 * The test form of a decision: one field per variable that the inputs of its table and of the
 * decisions it requires read (required decisions first, as they are evaluated first). A column that
 * reads a required decision's result is no field, and two columns reading one variable share one.
 */
export function inputFieldsOf(definitions: DmnDefinitions | undefined, decisionId: string): InputField[] {
  const fields: InputField[] = [];
  const visited = new Set<string>();
  const visit = (id: string) => {
    const decision = decisionOf(definitions, id);
    if (!decision || visited.has(id)) return;
    visited.add(id);
    const required = requiredDecisionIds(decision);
    required.forEach(visit);
    const results = new Set(
      required.flatMap((requiredId) => {
        const other = decisionOf(definitions, requiredId);
        return [requiredId, other?.name, other?.variable?.name].filter((name) => !!name);
      }),
    );
    const logic = decision.decisionLogic;
    for (const input of isTable(logic) ? (logic.input ?? []) : []) {
      const field = fieldOf(input);
      if (!field || results.has(field.path[0]!) || results.has(field.expression)) continue;
      if (fields.some((known) => known.path.join('.') === field.path.join('.'))) continue;
      fields.push(field);
    }
  };
  visit(decisionId);
  return fields;
}

/** The output columns of a decision table: the key each has in a result, and its label. */
export function outputsOf(
  definitions: DmnDefinitions | undefined,
  decisionId: string,
): { name: string; label: string }[] {
  return (tableOf(definitions, decisionId)?.output ?? []).map((output) => ({
    name: output.name ?? '',
    label: output.label?.trim() || output.name || '',
  }));
}

/** The ids of rules given by their index in the table (0 for the first: the server's matchedRules). */
export function ruleIdsOf(
  definitions: DmnDefinitions | undefined,
  decisionId: string,
  ruleIndices: number[],
): string[] {
  const rules = tableOf(definitions, decisionId)?.rule ?? [];
  return ruleIndices.flatMap((index) => {
    const id = rules[index]?.id;
    return id ? [id] : [];
  });
}

export type InputValue = number | string | boolean | null | undefined;

/** The inputs object of an evaluation: each field's value at its path; an empty field is null. */
export function inputsOf(fields: InputField[], values: Record<string, InputValue>): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.path.join('.')];
    let target = inputs;
    for (const segment of field.path.slice(0, -1)) {
      const next = target[segment];
      target = (typeof next === 'object' && next !== null ? next : (target[segment] = {})) as Record<
        string,
        unknown
      >;
    }
    target[field.path.at(-1)!] = value === undefined || value === '' ? null : value;
  }
  return inputs;
}

/** The result of an evaluation as rows of output values (one per matched rule, none for no match). */
export function resultRows(result: unknown, outputs: { name: string }[]): Record<string, unknown>[] {
  if (result === null || result === undefined) return [];
  const list = Array.isArray(result) ? result : [result];
  return list.map((item) =>
    typeof item === 'object' && item !== null
      ? (item as Record<string, unknown>)
      : { [outputs[0]?.name ?? '']: item },
  );
}

export interface NewDocumentTexts {
  definitionsName: string;
  decisionName: string;
  inputLabel: string;
  outputLabel: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A new DMN 1.3 document: one decision table with one input and one output to fill in, and its shape
 * in the decision requirements diagram. `suffix` keeps the ids apart from other documents'.
 */
export function newDocumentXml(texts: NewDocumentTexts, suffix: string): string {
  const name = (text: string) => escapeXml(text);
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" xmlns:dmndi="https://www.omg.org/spec/DMN/20191111/DMNDI/" xmlns:dc="http://www.omg.org/spec/DMN/20180521/DC/" id="Definitions_${suffix}" name="${name(texts.definitionsName)}" namespace="http://camunda.org/schema/1.0/dmn">
  <decision id="Decision_${suffix}" name="${name(texts.decisionName)}">
    <decisionTable id="DecisionTable_${suffix}" hitPolicy="UNIQUE">
      <input id="Input_${suffix}" label="${name(texts.inputLabel)}">
        <inputExpression id="InputExpression_${suffix}" typeRef="number">
          <text>input1</text>
        </inputExpression>
      </input>
      <output id="Output_${suffix}" label="${name(texts.outputLabel)}" name="output1" typeRef="string" />
    </decisionTable>
  </decision>
  <dmndi:DMNDI>
    <dmndi:DMNDiagram id="DMNDiagram_${suffix}">
      <dmndi:DMNShape id="DMNShape_${suffix}" dmnElementRef="Decision_${suffix}">
        <dc:Bounds height="80" width="180" x="160" y="100" />
      </dmndi:DMNShape>
    </dmndi:DMNDiagram>
  </dmndi:DMNDI>
</definitions>
`;
}
