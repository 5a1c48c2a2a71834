// Evaluating a decision of a parsed DMN document with feelin: the decisions it requires first (their
// results join its context under their id, name and variable name), then its decision table after the
// hit policy, or its literal expression. What stops an evaluation is a refusal naming the decision:
// `body.inputs` when the inputs are at fault, `body.xml` when the document is, `body.decisionId`
// when the decision asked for does not exist.
import { date, dateAndTime, evaluate, unaryTest, type EvaluationResult } from 'feelin';
import { refuse } from '../../../http/errors.js';
import { joined, text, type Text } from '../../../i18n/index.js';
import { unaryTestItems } from './feel.js';
import {
  AGGREGATIONS,
  HIT_POLICIES,
  decisionLabel,
  type Aggregation,
  type Decision,
  type DecisionInput,
  type DecisionRule,
  type DecisionTable,
  type DmnModel,
  type HitPolicy,
} from './model.js';

export interface DecisionResult {
  decisionId: string;
  /**
   * UNIQUE, FIRST, PRIORITY, ANY: the matched rule's outputs (`{ auditDays: 8.5 }`), or null when no
   * rule matched and no output has a default. RULE ORDER, OUTPUT ORDER, COLLECT: a list of them;
   * COLLECT with an aggregation: `{ output: aggregate }`. A literal expression: `{ variable: value }`.
   */
  result: unknown;
  /** 0-based indexes of the rules the result comes from, in the order of a list result. */
  matchedRules: number[];
}

type Outputs = Record<string, unknown>;
type Context = Record<string, unknown>;

interface Outcome {
  result: unknown;
  matchedRules: number[];
  /** The result as the requiring decisions read it: a single output's bare value (DMN 1.3 §7.3.3). */
  value: unknown;
}

/**
 * Evaluates `decisionId` (by default the first decision no other one requires) over `inputs`.
 * Throws a refusal (AppError 400) when the inputs or the document do not allow it.
 */
export function evaluateDecision(
  model: DmnModel,
  decisionId: string | undefined,
  inputs: Record<string, unknown>,
): DecisionResult {
  const decision = decisionId === undefined ? topDecision(model) : findDecision(model, decisionId);
  const outcome = new Evaluation(model, inputs).decide(decision, []);
  return { decisionId: decision.id, result: plain(outcome.result), matchedRules: outcome.matchedRules };
}

function findDecision(model: DmnModel, id: string): Decision {
  return (
    model.decisions.find((d) => d.id === id) ??
    refuse('body.decisionId', text('decisions.decisionNotFound', { id }))
  );
}

function topDecision(model: DmnModel): Decision {
  const required = new Set(model.decisions.flatMap((d) => d.requires));
  return (
    model.decisions.find((d) => !required.has(d.id)) ??
    model.decisions[0] ??
    refuse('body.xml', text('decisions.noDecisions'))
  );
}

/** JSON-shaped values (FEEL dates and durations become their ISO text), as an answer carries them. */
function plain(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function ruleNumbers(rules: number[]) {
  return joined(rules.map((r) => r + 1));
}

class Evaluation {
  private readonly outcomes = new Map<string, Outcome>();

  constructor(
    private readonly model: DmnModel,
    private readonly inputs: Record<string, unknown>,
  ) {}

  decide(decision: Decision, path: Decision[]): Outcome {
    const known = this.outcomes.get(decision.id);
    if (known) return known;
    if (path.includes(decision)) {
      const cycle = [...path.slice(path.indexOf(decision)), decision].map(decisionLabel).join(' → ');
      this.faulty(decision, text('decisions.cycle', { path: cycle }));
    }
    const context: Context = { ...this.inputs };
    for (const id of decision.requires) {
      const required =
        this.model.decisions.find((d) => d.id === id) ??
        this.faulty(decision, text('decisions.requiredMissing', { id }));
      const { value } = this.decide(required, [...path, decision]);
      for (const name of [required.id, required.name, required.variableName]) if (name) context[name] = value;
    }
    const logic = decision.logic ?? this.faulty(decision, text('decisions.noLogic'));
    let outcome: Outcome;
    if (logic.kind === 'literal') {
      const value = this.feel(decision, logic.expression, context, text('decisions.where.literal'));
      const name = decision.variableName || decision.name || decision.id;
      outcome = { result: { [name]: value }, matchedRules: [], value };
    } else {
      outcome = new TableEvaluation(this, decision, logic, context).run();
    }
    this.outcomes.set(decision.id, outcome);
    return outcome;
  }

  faulty(decision: Decision, reason: Text): never {
    refuse('body.xml', text('decisions.cannotEvaluate', { decision: decisionLabel(decision), reason }));
  }

  /** A FEEL expression's value; a variable it names that is nowhere refuses the inputs. */
  feel(decision: Decision, expression: string, context: Context, where: Text): unknown {
    return this.checked(decision, expression, where, () => evaluate(expression, context));
  }

  /** Whether `value` (the `?` of the tests) passes the FEEL unary tests. */
  test(decision: Decision, tests: string, value: unknown, context: Context, where: Text): boolean {
    return this.checked(decision, tests, where, () => unaryTest(tests, { ...context, '?': value })) === true;
  }

  private checked<T>(decision: Decision, feel: string, where: Text, run: () => EvaluationResult<T>): T {
    let evaluated: EvaluationResult<T>;
    try {
      evaluated = run();
    } catch (error) {
      const reason = text('decisions.feelFailed', {
        where,
        expression: feel,
        detail: (error as Error).message,
      });
      return this.faulty(decision, reason);
    }
    const missing = evaluated.warnings.find((w) => w.type === 'NO_VARIABLE_FOUND');
    if (missing) {
      const name = feel.slice(missing.position.from, missing.position.to);
      refuse('body.inputs', text('decisions.variableMissing', { decision: decisionLabel(decision), name }));
    }
    return evaluated.value;
  }
}

const TYPE_KEYS = {
  number: 'decisions.types.number',
  boolean: 'decisions.types.boolean',
  date: 'decisions.types.date',
  dateTime: 'decisions.types.dateTime',
} as const;

class TableEvaluation {
  constructor(
    private readonly evaluation: Evaluation,
    private readonly decision: Decision,
    private readonly table: DecisionTable,
    private readonly context: Context,
  ) {}

  run(): Outcome {
    const { decision, table } = this;
    const hitPolicy = table.hitPolicy as HitPolicy;
    if (!HIT_POLICIES.includes(hitPolicy)) {
      this.evaluation.faulty(
        decision,
        text('decisions.unknownHitPolicy', { hitPolicy, known: joined([...HIT_POLICIES]) }),
      );
    }
    const values = table.inputs.map((input) => this.inputValue(input));
    const matched = table.rules.flatMap((rule, r) => (this.matches(rule, r, values) ? [r] : []));
    const outcome = this.apply(hitPolicy, matched);
    return { ...outcome, value: this.valueOf(outcome.result) };
  }

  private inputValue(input: DecisionInput): unknown {
    const where = text('decisions.where.inputExpression', { input: input.label });
    const value = this.coerce(
      input,
      this.evaluation.feel(this.decision, input.expression, this.context, where),
    );
    if (input.allowedValues && value !== null && value !== undefined) {
      const allowedWhere = text('decisions.where.inputValues', { input: input.label });
      if (!this.evaluation.test(this.decision, input.allowedValues, value, this.context, allowedWhere)) {
        refuse(
          'body.inputs',
          text('decisions.inputNotAllowed', {
            decision: decisionLabel(this.decision),
            input: input.label,
            value: JSON.stringify(plain(value)),
            allowed: input.allowedValues,
          }),
        );
      }
    }
    return value;
  }

  /** Inputs typed in a form arrive as text: read them as the column's type says. */
  private coerce(input: DecisionInput, value: unknown): unknown {
    if (typeof value !== 'string') return value;
    const type = input.typeRef?.trim().toLowerCase();
    let coerced: unknown = value;
    let expected: keyof typeof TYPE_KEYS | null = null;
    if (type === 'number' || type === 'integer' || type === 'long' || type === 'double') {
      expected = 'number';
      coerced = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
    } else if (type === 'boolean') {
      expected = 'boolean';
      coerced = value === 'true' ? true : value === 'false' ? false : null;
    } else if (type === 'date') {
      expected = 'date';
      coerced = date(value);
    } else if (type === 'date and time' || type === 'datetime') {
      expected = 'dateTime';
      coerced = dateAndTime(value);
    }
    if (expected && coerced === null) {
      refuse(
        'body.inputs',
        text('decisions.inputWrongType', {
          decision: decisionLabel(this.decision),
          input: input.label,
          type: text(TYPE_KEYS[expected]),
          value: JSON.stringify(value),
        }),
      );
    }
    return coerced;
  }

  private matches(rule: DecisionRule, r: number, values: unknown[]): boolean {
    return this.table.inputs.every((input, i) => {
      const entry = rule.inputEntries[i] ?? '-';
      const trimmed = entry.trim();
      if (trimmed === '' || trimmed === '-') return true;
      const where = text('decisions.where.inputEntry', { rule: r + 1, input: input.label });
      return this.evaluation.test(this.decision, entry, values[i], this.context, where);
    });
  }

  private outputs(r: number): Outputs {
    const rule = this.table.rules[r];
    const outputs: Outputs = {};
    this.table.outputs.forEach((output, i) => {
      const entry = rule?.outputEntries[i] ?? '';
      const where = text('decisions.where.outputEntry', { rule: r + 1, output: output.name });
      outputs[output.name] =
        entry.trim() === '' ? null : this.evaluation.feel(this.decision, entry, this.context, where);
    });
    return outputs;
  }

  /** Single-hit result when no rule matched: the outputs' defaults, or null when none has one. */
  private defaults(): Outputs | null {
    const { outputs } = this.table;
    if (!outputs.some((o) => o.defaultOutput)) return null;
    return Object.fromEntries(
      outputs.map((output) => {
        const where = text('decisions.where.defaultOutput', { output: output.name });
        const value = output.defaultOutput
          ? this.evaluation.feel(this.decision, output.defaultOutput, this.context, where)
          : null;
        return [output.name, value];
      }),
    );
  }

  private apply(hitPolicy: HitPolicy, matched: number[]): Omit<Outcome, 'value'> {
    const label = decisionLabel(this.decision);
    const single = (r: number | undefined) =>
      r === undefined
        ? { result: this.defaults(), matchedRules: [] }
        : { result: this.outputs(r), matchedRules: [r] };
    switch (hitPolicy) {
      case 'UNIQUE':
        if (matched.length > 1) {
          refuse(
            'body.inputs',
            text('decisions.uniqueConflict', { decision: label, rules: ruleNumbers(matched) }),
          );
        }
        return single(matched[0]);
      case 'FIRST':
        return single(matched[0]);
      case 'ANY': {
        const results = matched.map((r) => this.outputs(r));
        if (results.some((o) => !sameValue(o, results[0]))) {
          refuse(
            'body.inputs',
            text('decisions.anyConflict', { decision: label, rules: ruleNumbers(matched) }),
          );
        }
        return results.length ? { result: results[0], matchedRules: matched } : single(undefined);
      }
      case 'PRIORITY':
        return single(this.byPriority(matched)[0]?.rule);
      case 'OUTPUT ORDER': {
        const ordered = this.byPriority(matched);
        return { result: ordered.map((o) => o.outputs), matchedRules: ordered.map((o) => o.rule) };
      }
      case 'RULE ORDER':
        return { result: matched.map((r) => this.outputs(r)), matchedRules: matched };
      case 'COLLECT': {
        const results = matched.map((r) => this.outputs(r));
        const aggregation = this.table.aggregation;
        if (aggregation === null) return { result: results, matchedRules: matched };
        if (!(AGGREGATIONS as readonly string[]).includes(aggregation)) {
          this.evaluation.faulty(
            this.decision,
            text('decisions.unknownAggregation', { aggregation, known: joined([...AGGREGATIONS]) }),
          );
        }
        const output = this.table.outputs[0]?.name ?? '';
        const value = this.aggregate(
          aggregation as Aggregation,
          results.map((o) => o[output]),
          matched,
        );
        return { result: { [output]: value }, matchedRules: matched };
      }
    }
  }

  /**
   * The matched rules sorted by their outputs' places in the outputs' value lists (the first output
   * first; a value in no list comes last), ties in rule order.
   */
  private byPriority(matched: number[]): { rule: number; outputs: Outputs }[] {
    const lists = this.table.outputs.map((output) =>
      output.outputValues ? unaryTestItems(output.outputValues) : [],
    );
    const ranked = matched.map((rule) => {
      const outputs = this.outputs(rule);
      const ranks = this.table.outputs.map((output, i) => {
        const where = text('decisions.where.outputValues', { output: output.name });
        const list = lists[i] ?? [];
        const place = list.findIndex((item) =>
          this.evaluation.test(this.decision, item, outputs[output.name], this.context, where),
        );
        return place < 0 ? list.length : place;
      });
      return { rule, outputs, ranks };
    });
    const compare = (a: number[], b: number[]) => {
      const i = a.findIndex((rank, at) => rank !== b[at]);
      return i < 0 ? 0 : (a[i] ?? 0) - (b[i] ?? 0);
    };
    return ranked.sort((a, b) => compare(a.ranks, b.ranks) || a.rule - b.rule);
  }

  /** FEEL's own sum/min/max over the matched values that are not null; COUNT counts the matched rules. */
  private aggregate(aggregation: Aggregation, values: unknown[], matched: number[]): unknown {
    if (aggregation === 'COUNT') return values.length;
    const present = values.filter((v) => v !== null && v !== undefined);
    if (present.length === 0) return null;
    const { value, warnings } = evaluate(`${aggregation.toLowerCase()}(values)`, { values: present });
    if (value === null || warnings.length > 0) {
      refuse(
        'body.inputs',
        text('decisions.aggregationFailed', {
          decision: decisionLabel(this.decision),
          aggregation,
          rules: ruleNumbers(matched),
        }),
      );
    }
    return value;
  }

  /** A single output's bare value (or list of them, or the aggregate); the outputs object otherwise. */
  private valueOf(result: unknown): unknown {
    const [output, ...others] = this.table.outputs;
    if (!output || others.length > 0) return result;
    const name = output.name;
    if (Array.isArray(result)) return result.map((o: Outputs) => o[name]);
    return result === null ? null : (result as Outputs)[name];
  }
}
