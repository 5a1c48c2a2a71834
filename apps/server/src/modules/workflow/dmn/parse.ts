// Reading a DMN 1.3 document with dmn-moddle into the evaluator's model, and finding what would stop a
// decision from being evaluated: each problem names the decision it is about (the element a decision
// editor opens) and says where in it, in the caller's language.
import { DmnModdle, type ParseFailure, type ParseWarning } from 'dmn-moddle';
import { DEFAULT_LANGUAGE } from '@platform/contract/i18n';
import type { ModelProblem } from '@platform/contract';
import { joined, render, text, type Language, type Text } from '../../../i18n/index.js';
import { matchesAnything, syntaxErrorAt, type FeelKind } from './feel.js';
import {
  AGGREGATIONS,
  HIT_POLICIES,
  decisionLabel,
  type Decision,
  type DecisionInput,
  type DecisionOutput,
  type DecisionRule,
  type DecisionTable,
  type DmnModel,
} from './model.js';

export const DMN13_NAMESPACE = 'https://www.omg.org/spec/DMN/20191111/MODEL/';

// The parts of dmn-moddle's elements that are read here (dmn-moddle ships no types).
interface RawText {
  text?: string;
}
interface RawInputClause {
  id?: string;
  label?: string;
  inputExpression?: RawText & { typeRef?: string };
  inputValues?: RawText;
}
interface RawOutputClause {
  id?: string;
  name?: string;
  label?: string;
  typeRef?: string;
  outputValues?: RawText;
  defaultOutputEntry?: RawText;
}
interface RawRule {
  id?: string;
  inputEntry?: RawText[];
  outputEntry?: RawText[];
}
interface RawLogic extends RawText {
  $type: string;
  hitPolicy?: string;
  aggregation?: string;
  input?: RawInputClause[];
  output?: RawOutputClause[];
  rule?: RawRule[];
}
interface RawDrgElement {
  $type: string;
  id?: string;
  name?: string;
  variable?: { name?: string };
  informationRequirement?: { requiredDecision?: { href?: string } }[];
  decisionLogic?: RawLogic;
}
interface RawDefinitions {
  $type: string;
  id?: string;
  name?: string;
  drgElement?: RawDrgElement[];
}

interface Found {
  elementId: string | null;
  elementName: string | null;
  message: Text;
}

let moddle: DmnModdle | undefined;

/**
 * The decisions of a DMN 1.3 document and its problems (none when every decision can be evaluated).
 * A document that is not readable XML gives an empty model and the reason. `language` words the
 * problems: the caller's (`req.language`).
 */
export async function parseDecisions(
  xml: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ definitions: DmnModel; problems: ModelProblem[] }> {
  const found: Found[] = [];
  const definitions = await read(xml, found);
  const problems = found.map((p) => ({
    elementId: p.elementId,
    elementName: p.elementName,
    message: render(language, p.message),
  }));
  return { definitions, problems };
}

async function read(xml: string, found: Found[]): Promise<DmnModel> {
  moddle ??= new DmnModdle();
  let root: RawDefinitions;
  try {
    const parsed = await moddle.fromXML(xml, 'dmn:Definitions');
    root = parsed.rootElement as RawDefinitions;
    for (const warning of parsed.warnings) found.push(warningProblem(warning));
  } catch (error) {
    found.push(failureProblem(error as ParseFailure));
    return { id: null, name: null, decisions: [] };
  }
  const model: DmnModel = { id: root.id ?? null, name: root.name ?? null, decisions: [] };
  for (const element of root.drgElement ?? []) {
    if (element.$type !== 'dmn:Decision') continue;
    const decision = readDecision(element, found);
    if (decision) model.decisions.push(decision);
  }
  if (model.decisions.length === 0) {
    found.push({ elementId: model.id, elementName: model.name, message: text('decisions.noDecisions') });
  }
  checkRequirements(model, found);
  return model;
}

/** moddle's "unparsable content <x> detected / line: 0 / column: 12 / nested error: …" */
function located(message: string): { line: number; column: number; detail: string } | null {
  const match = /line: (\d+)\s+column: (\d+)\s+nested error: (.*)$/s.exec(message);
  if (!match) return null;
  return { line: Number(match[1]) + 1, column: Number(match[2]) + 1, detail: (match[3] ?? '').trim() };
}

function detailOf(message: string): Text | string {
  const at = located(message);
  return at ? text('decisions.xmlAt', at) : message;
}

function failureProblem(error: ParseFailure): Found {
  const notDefinitions = /failed to parse document as <dmn:Definitions>/.test(error.message);
  const message = notDefinitions
    ? text('decisions.notDmn13', { namespace: DMN13_NAMESPACE })
    : text('decisions.xmlUnreadable', { detail: detailOf(error.message) });
  return { elementId: null, elementName: null, message };
}

function warningProblem(warning: ParseWarning): Found {
  const duplicate = /nested error: duplicate ID <([^>]*)>/.exec(warning.message)?.[1];
  if (duplicate !== undefined) {
    return {
      elementId: duplicate,
      elementName: null,
      message: text('decisions.duplicateId', { id: duplicate }),
    };
  }
  return {
    elementId: null,
    elementName: null,
    message: text('decisions.xmlWarning', { detail: detailOf(warning.message) }),
  };
}

function readDecision(element: RawDrgElement, found: Found[]): Decision | null {
  if (!element.id) {
    found.push({
      elementId: null,
      elementName: element.name ?? null,
      message: text('decisions.decisionWithoutId', { name: element.name ?? '' }),
    });
    return null;
  }
  const decision: Decision = {
    id: element.id,
    name: element.name ?? null,
    variableName: element.variable?.name || null,
    requires: (element.informationRequirement ?? [])
      .map((r) => r.requiredDecision?.href)
      .filter((href): href is string => !!href)
      .map((href) => href.replace(/^#/, '')),
    logic: null,
  };
  const report = (message: Text) =>
    found.push({ elementId: decision.id, elementName: decisionLabel(decision), message });
  const logic = element.decisionLogic;
  if (!logic) report(text('decisions.noLogic'));
  else if (logic.$type === 'dmn:LiteralExpression') {
    decision.logic = { kind: 'literal', expression: logic.text ?? '' };
    checkFeel(logic.text ?? '', 'expression', text('decisions.where.literal'), report);
  } else if (logic.$type === 'dmn:DecisionTable') decision.logic = readTable(logic, report);
  else report(text('decisions.unsupportedLogic', { type: logic.$type.replace(/^dmn:/, '') }));
  return decision;
}

function checkFeel(feel: string, kind: FeelKind, where: Text, report: (message: Text) => void) {
  const position = syntaxErrorAt(feel, kind);
  if (position !== null) report(text('decisions.feelSyntax', { where, expression: feel, position }));
}

function readTable(raw: RawLogic, report: (message: Text) => void): DecisionTable {
  const inputs: DecisionInput[] = (raw.input ?? []).map((clause, i) => {
    const expression = clause.inputExpression?.text ?? '';
    const input: DecisionInput = {
      id: clause.id ?? null,
      label: clause.label || expression || String(i + 1),
      expression,
      typeRef: clause.inputExpression?.typeRef ?? null,
      allowedValues: clause.inputValues?.text?.trim() || null,
    };
    if (!expression.trim()) report(text('decisions.inputExpressionMissing', { column: i + 1 }));
    else
      checkFeel(
        expression,
        'expression',
        text('decisions.where.inputExpression', { input: input.label }),
        report,
      );
    if (input.allowedValues) {
      const where = text('decisions.where.inputValues', { input: input.label });
      checkFeel(input.allowedValues, 'unaryTests', where, report);
    }
    return input;
  });
  const single = (raw.output ?? []).length === 1;
  const outputs: DecisionOutput[] = (raw.output ?? []).map((clause, i) => {
    const name = clause.name || (single ? clause.label || clause.id : undefined);
    if (!name) report(text('decisions.outputNameMissing', { column: i + 1 }));
    const output: DecisionOutput = {
      id: clause.id ?? null,
      name: name || String(i + 1),
      typeRef: clause.typeRef ?? null,
      outputValues: clause.outputValues?.text?.trim() || null,
      defaultOutput: clause.defaultOutputEntry?.text?.trim() || null,
    };
    if (output.outputValues) {
      const where = text('decisions.where.outputValues', { output: output.name });
      checkFeel(output.outputValues, 'unaryTests', where, report);
    }
    if (output.defaultOutput) {
      const where = text('decisions.where.defaultOutput', { output: output.name });
      checkFeel(output.defaultOutput, 'expression', where, report);
    }
    return output;
  });
  if (outputs.length === 0) report(text('decisions.noOutputs'));
  const names = outputs.map((o) => o.name);
  for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) {
    report(text('decisions.outputNameDuplicate', { name }));
  }

  const hitPolicy = raw.hitPolicy ?? 'UNIQUE';
  const aggregation = raw.aggregation ?? null;
  if (!(HIT_POLICIES as readonly string[]).includes(hitPolicy)) {
    report(text('decisions.unknownHitPolicy', { hitPolicy, known: joined([...HIT_POLICIES]) }));
  }
  if (aggregation !== null) {
    if (!(AGGREGATIONS as readonly string[]).includes(aggregation)) {
      report(text('decisions.unknownAggregation', { aggregation, known: joined([...AGGREGATIONS]) }));
    } else if (hitPolicy !== 'COLLECT') {
      report(text('decisions.aggregationNeedsCollect', { aggregation }));
    } else if (outputs.length > 1) {
      report(text('decisions.aggregationSingleOutput', { aggregation }));
    }
  }

  const rules: DecisionRule[] = (raw.rule ?? []).map((rawRule, r) => {
    const rule: DecisionRule = {
      id: rawRule.id ?? null,
      inputEntries: (rawRule.inputEntry ?? []).map((e) => e.text ?? ''),
      outputEntries: (rawRule.outputEntry ?? []).map((e) => e.text ?? ''),
    };
    const number = r + 1;
    if (rule.inputEntries.length !== inputs.length || rule.outputEntries.length !== outputs.length) {
      report(
        text('decisions.entryCount', {
          rule: number,
          inputEntries: rule.inputEntries.length,
          outputEntries: rule.outputEntries.length,
          inputs: inputs.length,
          outputs: outputs.length,
        }),
      );
    }
    rule.inputEntries.forEach((entry, i) => {
      if (matchesAnything(entry)) return;
      const where = text('decisions.where.inputEntry', { rule: number, input: inputs[i]?.label ?? i + 1 });
      checkFeel(entry, 'unaryTests', where, report);
    });
    rule.outputEntries.forEach((entry, i) => {
      if (entry.trim() === '') return;
      const where = text('decisions.where.outputEntry', { rule: number, output: outputs[i]?.name ?? i + 1 });
      checkFeel(entry, 'expression', where, report);
    });
    return rule;
  });
  return { kind: 'table', hitPolicy, aggregation, inputs, outputs, rules };
}

/** Required decisions that are missing, and requirement cycles (each reported once). */
function checkRequirements(model: DmnModel, found: Found[]) {
  const byId = new Map(model.decisions.map((d) => [d.id, d]));
  for (const decision of model.decisions) {
    for (const id of decision.requires) {
      if (!byId.has(id)) {
        found.push({
          elementId: decision.id,
          elementName: decisionLabel(decision),
          message: text('decisions.requiredMissing', { id }),
        });
      }
    }
  }
  const done = new Set<string>();
  const visit = (decision: Decision, path: Decision[]) => {
    const at = path.indexOf(decision);
    if (at >= 0) {
      const cycle = [...path.slice(at), decision].map(decisionLabel).join(' → ');
      found.push({
        elementId: decision.id,
        elementName: decisionLabel(decision),
        message: text('decisions.cycle', { path: cycle }),
      });
      return;
    }
    if (done.has(decision.id)) return;
    for (const id of decision.requires) {
      const required = byId.get(id);
      if (required) visit(required, [...path, decision]);
    }
    done.add(decision.id);
  };
  for (const decision of model.decisions) visit(decision, []);
}
