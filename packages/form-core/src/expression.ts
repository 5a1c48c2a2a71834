// Designer expressions (`$.age > 18`, `$item.name.indexOf($.title) >= 0`) are data, not code: jsep
// parses them and a whitelisted AST is compiled to closures. Nothing reaches eval, Function, globals,
// constructors or prototypes, so it runs under a CSP without 'unsafe-eval'.

import jsep from 'jsep';
import type { TextParams } from '@platform/contract/i18n';
import { chineseText, type CoreKey, type CoreTranslate } from './text.js';

export interface ExpressionScope {
  /** The whole form data. */
  $: unknown;
  /** The option or row under test. */
  $item?: unknown;
}

/** A message as a catalogue entry, so that a caller can word it in its own language. */
export interface ExpressionText {
  key: CoreKey;
  params?: TextParams;
}

export interface ExpressionError {
  /** In Chinese; `text` words it in another language (wordExpressionError). */
  message: string;
  /** Character offset in the source, when known. */
  index?: number;
  text?: ExpressionText;
}

/** An expression error in the language of `t` (a JavaScript error's own message stays as it is). */
export function wordExpressionError(error: ExpressionError, t: CoreTranslate): string {
  return error.text ? t(error.text.key, error.text.params) : error.message;
}

/** Dependency on every field: the expression reads `$` as a whole or with a computed key. */
export const ALL_FIELDS = '*';

export interface CompiledExpression {
  source: string;
  /** Top-level models read through `$` (ALL_FIELDS when unknown). */
  deps: ReadonlySet<string>;
  usesItem: boolean;
  /** Set when the source cannot be parsed or uses a refused construct; evaluate then throws it. */
  error: ExpressionError | undefined;
  /** Throws ExpressionEvaluationError on a run-time error (e.g. reading a property of undefined). */
  evaluate(scope: ExpressionScope): unknown;
}

export class ExpressionEvaluationError extends Error {
  constructor(
    message: string,
    readonly index?: number,
    readonly text?: ExpressionText,
  ) {
    super(message);
    this.name = 'ExpressionEvaluationError';
  }
}

function evaluationError(key: CoreKey, params?: TextParams): ExpressionEvaluationError {
  return new ExpressionEvaluationError(chineseText(key, params), undefined, {
    key,
    ...(params ? { params } : {}),
  });
}

export type ExpressionCheck =
  { ok: true; deps: string[]; usesItem: boolean } | { ok: false; error: ExpressionError };

type Evaluator = (scope: ExpressionScope) => unknown;
type Node = jsep.Expression;

const FORBIDDEN_PROPERTIES = new Set(['constructor', '__proto__', 'prototype', '__defineGetter__']);
const MAX_STRING = 100_000;

// ---------------------------------------------------------------------------------------------------
// The documented functions and methods (README: "Expressions").

const toNumber = (v: unknown): number => Number(primitive(v));
const toStr = (v: unknown): string => String(primitive(v));

function parseDate(v: unknown): Date | undefined {
  if (v instanceof Date) return v;
  if (typeof v === 'number') return new Date(v);
  if (typeof v !== 'string' || v === '') return undefined;
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(
    v.trim(),
  );
  if (!m) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : new Date(t);
  }
  return new Date(
    Number(m[1]),
    Number(m[2] ?? 1) - 1,
    Number(m[3] ?? 1),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

const FUNCTIONS: Record<string, (...args: unknown[]) => unknown> = {
  Number: (v) => toNumber(v),
  String: (v) => toStr(v),
  Boolean: (v) => Boolean(v),
  parseInt: (v, radix) => Number.parseInt(toStr(v), radix === undefined ? 10 : toNumber(radix)),
  parseFloat: (v) => Number.parseFloat(toStr(v)),
  isNaN: (v) => Number.isNaN(toNumber(v)),
  isFinite: (v) => Number.isFinite(toNumber(v)),
  /** Empty: undefined, null, '', whitespace, empty array. */
  isEmpty: (v) =>
    v === undefined ||
    v === null ||
    (typeof v === 'string' && v.trim() === '') ||
    (Array.isArray(v) && !v.length),
  len: (v) => (typeof v === 'string' || Array.isArray(v) ? v.length : 0),
  /** Milliseconds since the epoch. */
  now: () => Date.now(),
  /** Today as yyyy-MM-dd. */
  today: () => {
    const d = new Date();
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  },
  /** Milliseconds of a date string (yyyy, yyyy-MM, yyyy-MM-dd[ HH:mm[:ss]]), NaN when invalid. */
  toDate: (v) => parseDate(v)?.getTime() ?? Number.NaN,
  year: (v) => parseDate(v)?.getFullYear() ?? Number.NaN,
  month: (v) => {
    const d = parseDate(v);
    return d ? d.getMonth() + 1 : Number.NaN;
  },
  day: (v) => parseDate(v)?.getDate() ?? Number.NaN,
  /** Whole days from a to b. */
  dateDiff: (a, b) => {
    const x = parseDate(a);
    const y = parseDate(b);
    if (!x || !y) return Number.NaN;
    return Math.round(
      (Date.UTC(y.getFullYear(), y.getMonth(), y.getDate()) -
        Date.UTC(x.getFullYear(), x.getMonth(), x.getDate())) /
        86_400_000,
    );
  },
};

const MATH: Record<string, (...args: unknown[]) => unknown> = {
  abs: (v) => Math.abs(toNumber(v)),
  ceil: (v) => Math.ceil(toNumber(v)),
  floor: (v) => Math.floor(toNumber(v)),
  round: (v) => Math.round(toNumber(v)),
  trunc: (v) => Math.trunc(toNumber(v)),
  sign: (v) => Math.sign(toNumber(v)),
  sqrt: (v) => Math.sqrt(toNumber(v)),
  pow: (a, b) => Math.pow(toNumber(a), toNumber(b)),
  max: (...v) => Math.max(...v.map(toNumber)),
  min: (...v) => Math.min(...v.map(toNumber)),
};

const clampLength = (n: unknown) => Math.min(Math.max(0, toNumber(n) || 0), 1000);

const STRING_METHODS: Record<string, (s: string, ...args: unknown[]) => unknown> = {
  indexOf: (s, v, from) => s.indexOf(toStr(v), from === undefined ? undefined : toNumber(from)),
  lastIndexOf: (s, v) => s.lastIndexOf(toStr(v)),
  includes: (s, v) => s.includes(toStr(v)),
  startsWith: (s, v) => s.startsWith(toStr(v)),
  endsWith: (s, v) => s.endsWith(toStr(v)),
  slice: (s, a, b) => s.slice(optNum(a), optNum(b)),
  substring: (s, a, b) => s.substring(toNumber(a ?? 0), optNum(b)),
  substr: (s, a, b) => s.substr(toNumber(a ?? 0), optNum(b)),
  charAt: (s, i) => s.charAt(toNumber(i ?? 0)),
  at: (s, i) => s.at(toNumber(i ?? 0)),
  toUpperCase: (s) => s.toUpperCase(),
  toLowerCase: (s) => s.toLowerCase(),
  trim: (s) => s.trim(),
  trimStart: (s) => s.trimStart(),
  trimEnd: (s) => s.trimEnd(),
  split: (s, sep) => (sep === undefined ? [s] : s.split(toStr(sep))),
  replace: (s, a, b) => s.replace(toStr(a), () => toStr(b)),
  replaceAll: (s, a, b) => s.split(toStr(a)).join(toStr(b)),
  padStart: (s, n, fill) => s.padStart(clampLength(n), fill === undefined ? ' ' : toStr(fill)),
  padEnd: (s, n, fill) => s.padEnd(clampLength(n), fill === undefined ? ' ' : toStr(fill)),
  concat: (s, ...rest) => limitString(s.concat(...rest.map(toStr))),
  toString: (s: string) => s,
};

const ARRAY_METHODS: Record<string, (a: unknown[], ...args: unknown[]) => unknown> = {
  indexOf: (a, v) => a.findIndex((x) => sameValue(x, v)),
  lastIndexOf: (a, v) => a.findLastIndex((x) => sameValue(x, v)),
  includes: (a, v) => a.some((x) => sameValue(x, v)),
  join: (a, sep) =>
    limitString(
      a
        .map((x) => (x === null || x === undefined ? '' : toStr(x)))
        .join(sep === undefined ? ',' : toStr(sep)),
    ),
  slice: (a, s, e) => a.slice(optNum(s), optNum(e)),
  concat: (a, ...rest) => a.concat(...rest),
  at: (a, i) => a.at(toNumber(i ?? 0)),
};

const NUMBER_METHODS: Record<string, (n: number, ...args: unknown[]) => unknown> = {
  toFixed: (n, d) => n.toFixed(Math.min(20, Math.max(0, toNumber(d ?? 0)))),
  toString: (n: number) => String(n),
};

function optNum(v: unknown): number | undefined {
  return v === undefined ? undefined : toNumber(v);
}

function limitString(s: string): string {
  if (s.length > MAX_STRING) throw evaluationError('expression.stringTooLong');
  return s;
}

/** Loose equality of JavaScript for primitives (`$.card == 4` with card '4'); identity for objects. */
function sameValue(a: unknown, b: unknown): boolean {
  return isPrimitive(a) && isPrimitive(b) ? a == b : a === b;
}

function isPrimitive(v: unknown): boolean {
  return v === null || (typeof v !== 'object' && typeof v !== 'function');
}

/** Objects never reach JavaScript's own coercion (which would call their methods). */
function primitive(v: unknown): unknown {
  if (isPrimitive(v)) return v;
  if (Array.isArray(v)) return v.map((x) => (x === null || x === undefined ? '' : toStr(x))).join(',');
  return '[object Object]';
}

// ---------------------------------------------------------------------------------------------------
// Compilation

class Refused extends Error {
  readonly text: ExpressionText;
  constructor(key: CoreKey, params?: TextParams) {
    super(chineseText(key, params));
    this.text = { key, ...(params ? { params } : {}) };
  }
}

interface CompileContext {
  deps: Set<string>;
  usesItem: boolean;
}

function compileNode(node: Node, ctx: CompileContext): Evaluator {
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (value instanceof RegExp) throw new Refused('expression.regexLiteral');
      return () => value;
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (name === '$') {
        ctx.deps.add(ALL_FIELDS);
        return (scope) => scope.$;
      }
      if (name === '$item') {
        ctx.usesItem = true;
        return (scope) => scope.$item;
      }
      if (name === 'undefined') return () => undefined;
      if (name === 'NaN') return () => Number.NaN;
      if (name === 'Infinity') return () => Number.POSITIVE_INFINITY;
      throw new Refused('expression.identifier', { name });
    }
    case 'ArrayExpression': {
      const elements = (node as jsep.ArrayExpression).elements.map((el) =>
        el ? compileNode(el, ctx) : () => undefined,
      );
      return (scope) => elements.map((el) => el(scope));
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression;
      const arg = compileNode(argument, ctx);
      switch (operator) {
        case '!':
          return (scope) => !arg(scope);
        case '-':
          return (scope) => -toNumber(arg(scope));
        case '+':
          return (scope) => toNumber(arg(scope));
        default:
          throw new Refused('expression.operator', { operator });
      }
    }
    case 'BinaryExpression':
      return compileBinary(node as jsep.BinaryExpression, ctx);
    case 'ConditionalExpression': {
      const { test, consequent, alternate } = node as jsep.ConditionalExpression;
      const t = compileNode(test, ctx);
      const c = compileNode(consequent, ctx);
      const a = compileNode(alternate, ctx);
      return (scope) => (t(scope) ? c(scope) : a(scope));
    }
    case 'MemberExpression':
      return compileMember(node as jsep.MemberExpression, ctx);
    case 'CallExpression':
      return compileCall(node as jsep.CallExpression, ctx);
    case 'ThisExpression':
      throw new Refused('expression.this');
    default:
      throw new Refused('expression.expression', { type: node.type });
  }
}

function compileBinary(node: jsep.BinaryExpression, ctx: CompileContext): Evaluator {
  const l = compileNode(node.left, ctx);
  const r = compileNode(node.right, ctx);
  switch (node.operator) {
    case '&&':
      return (s) => l(s) && r(s);
    case '||':
      return (s) => l(s) || r(s);
    case '??':
      return (s) => l(s) ?? r(s);
    case '==':
      return (s) => sameValue(l(s), r(s));
    case '!=':
      return (s) => !sameValue(l(s), r(s));
    case '===':
      return (s) => l(s) === r(s);
    case '!==':
      return (s) => l(s) !== r(s);
    case '<':
      return (s) => (primitive(l(s)) as number) < (primitive(r(s)) as number);
    case '>':
      return (s) => (primitive(l(s)) as number) > (primitive(r(s)) as number);
    case '<=':
      return (s) => (primitive(l(s)) as number) <= (primitive(r(s)) as number);
    case '>=':
      return (s) => (primitive(l(s)) as number) >= (primitive(r(s)) as number);
    case '+':
      return (s) => {
        const a = primitive(l(s));
        const b = primitive(r(s));
        if (typeof a === 'string' || typeof b === 'string') return limitString(String(a) + String(b));
        return (a as number) + (b as number);
      };
    case '-':
      return (s) => toNumber(l(s)) - toNumber(r(s));
    case '*':
      return (s) => toNumber(l(s)) * toNumber(r(s));
    case '/':
      return (s) => toNumber(l(s)) / toNumber(r(s));
    case '%':
      return (s) => toNumber(l(s)) % toNumber(r(s));
    default:
      throw new Refused('expression.operator', { operator: node.operator });
  }
}

function propertyName(node: jsep.MemberExpression): string | undefined {
  if (!node.computed && node.property.type === 'Identifier') return (node.property as jsep.Identifier).name;
  if (node.computed && node.property.type === 'Literal') {
    const v = (node.property as jsep.Literal).value;
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return undefined;
}

function checkProperty(name: string): void {
  if (FORBIDDEN_PROPERTIES.has(name)) throw new Refused('expression.property', { name });
}

/** Reads a data property: own properties of plain data only, `length` of strings and arrays. */
function readProperty(target: unknown, key: unknown, optional: boolean): unknown {
  if (target === null || target === undefined) {
    if (optional) return undefined;
    throw evaluationError('expression.readOfNothing', { target: String(target), key: toStr(key) });
  }
  const name = typeof key === 'number' ? String(key) : toStr(key);
  if (FORBIDDEN_PROPERTIES.has(name)) throw evaluationError('expression.property', { name });
  if (typeof target === 'string') {
    if (name === 'length') return target.length;
    return /^\d+$/.test(name) ? target[Number(name)] : undefined;
  }
  if (Array.isArray(target)) {
    if (name === 'length') return target.length;
    return /^\d+$/.test(name) ? target[Number(name)] : undefined;
  }
  if (typeof target === 'object' && Object.prototype.hasOwnProperty.call(target, name)) {
    const value = (target as Record<string, unknown>)[name];
    return typeof value === 'function' ? undefined : value;
  }
  return undefined;
}

function compileMember(node: jsep.MemberExpression, ctx: CompileContext): Evaluator {
  const name = propertyName(node);
  if (name !== undefined) checkProperty(name);
  const optional = node.optional === true;
  if (
    node.object.type === 'Identifier' &&
    (node.object as jsep.Identifier).name === '$' &&
    name !== undefined
  ) {
    ctx.deps.add(name);
    return (scope) => readProperty(scope.$, name, optional);
  }
  if (node.object.type === 'Identifier' && (node.object as jsep.Identifier).name === 'Math') {
    throw new Refused('expression.mathCall');
  }
  const object = compileNode(node.object, ctx);
  if (name !== undefined) return (scope) => readProperty(object(scope), name, optional);
  const key = compileNode(node.property, ctx);
  return (scope) => readProperty(object(scope), primitive(key(scope)), optional);
}

function compileCall(node: jsep.CallExpression, ctx: CompileContext): Evaluator {
  const compileArgs = () => {
    const args = node.arguments.map((arg) => compileNode(arg, ctx));
    return (scope: ExpressionScope) => args.map((a) => a(scope));
  };
  const callee = node.callee;
  if (callee.type === 'Identifier') {
    const name = (callee as jsep.Identifier).name;
    const fn = Object.prototype.hasOwnProperty.call(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (!fn) throw new Refused('expression.function', { name });
    const evalArgs = compileArgs();
    return (scope) => fn(...evalArgs(scope));
  }
  if (callee.type !== 'MemberExpression') throw new Refused('expression.call');
  const member = callee as jsep.MemberExpression;
  const method = propertyName(member);
  if (member.object.type === 'Identifier' && (member.object as jsep.Identifier).name === 'Math') {
    const fn =
      method !== undefined && Object.prototype.hasOwnProperty.call(MATH, method) ? MATH[method] : undefined;
    if (!fn) throw new Refused('expression.function', { name: `Math.${method ?? '[]'}` });
    const evalArgs = compileArgs();
    return (scope) => fn(...evalArgs(scope));
  }
  // The receiver first, so that `process.exit()` is refused for `process`.
  const object = compileNode(member.object, ctx);
  if (method === undefined) throw new Refused('expression.methodName');
  checkProperty(method);
  const known =
    Object.prototype.hasOwnProperty.call(STRING_METHODS, method) ||
    Object.prototype.hasOwnProperty.call(ARRAY_METHODS, method) ||
    Object.prototype.hasOwnProperty.call(NUMBER_METHODS, method);
  if (!known) throw new Refused('expression.method', { name: method });
  const evalArgs = compileArgs();
  const optional = member.optional === true;
  return (scope) => {
    const target = object(scope);
    if ((target === null || target === undefined) && optional) return undefined;
    const table: Record<string, (t: never, ...a: unknown[]) => unknown> | undefined =
      typeof target === 'string'
        ? STRING_METHODS
        : Array.isArray(target)
          ? ARRAY_METHODS
          : typeof target === 'number'
            ? NUMBER_METHODS
            : undefined;
    const fn = table && Object.prototype.hasOwnProperty.call(table, method) ? table[method] : undefined;
    if (!fn) throw noMethod(target, method);
    return fn(target as never, ...evalArgs(scope));
  };
}

function noMethod(target: unknown, name: string): ExpressionEvaluationError {
  if (Array.isArray(target)) return evaluationError('expression.noArrayMethod', { name });
  if (typeof target === 'string') return evaluationError('expression.noStringMethod', { name });
  if (typeof target === 'number') return evaluationError('expression.noNumberMethod', { name });
  return evaluationError('expression.noMethod', { target: target === null ? 'null' : typeof target, name });
}

// ---------------------------------------------------------------------------------------------------
// Public API

const cache = new Map<string, CompiledExpression>();
const CACHE_LIMIT = 5_000;

/** Compiles (and caches) an expression. Never throws: a bad source yields `error`. */
export function compileExpression(source: string): CompiledExpression {
  const cached = cache.get(source);
  if (cached) return cached;
  const ctx: CompileContext = { deps: new Set(), usesItem: false };
  let evaluator: Evaluator;
  let error: ExpressionError | undefined;
  try {
    if (source.trim() === '') throw new Refused('expression.empty');
    const ast = jsep(source);
    if (ast.type === 'Compound' || ast.type === 'SequenceExpression') throw new Refused('expression.single');
    evaluator = compileNode(ast, ctx);
  } catch (e) {
    const err = e as { message?: string; description?: string; index?: number };
    const text: ExpressionText =
      e instanceof Refused
        ? e.text
        : { key: 'expression.syntax', params: { reason: err.description ?? err.message ?? '' } };
    error = {
      message: chineseText(text.key, text.params),
      ...(typeof err.index === 'number' ? { index: err.index } : {}),
      text,
    };
    const failure = error;
    evaluator = () => {
      throw new ExpressionEvaluationError(failure.message, failure.index, failure.text);
    };
  }
  if (ctx.deps.has(ALL_FIELDS)) {
    ctx.deps.clear();
    ctx.deps.add(ALL_FIELDS);
  }
  const compiled: CompiledExpression = {
    source,
    deps: ctx.deps,
    usesItem: ctx.usesItem,
    error,
    evaluate: (scope) => {
      try {
        return evaluator(scope);
      } catch (e) {
        if (e instanceof ExpressionEvaluationError) throw e;
        throw new ExpressionEvaluationError(e instanceof Error ? e.message : String(e));
      }
    },
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/** For the designer, as the user types: parse errors and refused constructs, or the dependencies. */
export function checkExpression(source: string, translate?: CoreTranslate): ExpressionCheck {
  const compiled = compileExpression(source);
  const error = compiled.error;
  if (error) {
    return {
      ok: false,
      error: translate ? { ...error, message: wordExpressionError(error, translate) } : error,
    };
  }
  return { ok: true, deps: [...compiled.deps], usesItem: compiled.usesItem };
}

/** Evaluates; errors are returned, never thrown. */
export function evaluateExpression(
  source: string,
  scope: ExpressionScope,
): { value: unknown; error?: ExpressionError } {
  try {
    return { value: compileExpression(source).evaluate(scope) };
  } catch (e) {
    const err = e as ExpressionEvaluationError;
    return {
      value: undefined,
      error: {
        message: err.message,
        ...(err.index !== undefined ? { index: err.index } : {}),
        ...(err.text ? { text: err.text } : {}),
      },
    };
  }
}

/** A condition: truthy result → true; any error → false, passed to `onError`. */
export function evaluateCondition(
  source: string,
  scope: ExpressionScope,
  onError?: (error: ExpressionError) => void,
): boolean {
  const { value, error } = evaluateExpression(source, scope);
  if (error) {
    onError?.(error);
    return false;
  }
  return Boolean(value);
}

/** Names of the functions and methods an expression may call (documented in the README). */
export const EXPRESSION_FUNCTIONS = {
  functions: Object.keys(FUNCTIONS),
  math: Object.keys(MATH).map((name) => `Math.${name}`),
  stringMethods: Object.keys(STRING_METHODS),
  arrayMethods: Object.keys(ARRAY_METHODS),
  numberMethods: Object.keys(NUMBER_METHODS),
} as const;
