// Refusals are typed errors thrown by services and mapped once to the reply envelope by the error
// handler, so no handler builds an error reply by hand (STYLE.md). Their words are `Text`s of the
// server catalogue, put into the caller's language by the error handler.
import { ResultCode } from '@platform/contract';
import {
  joined,
  render,
  text,
  type Language,
  type Text,
  type TextList,
  type TextParam,
} from '../i18n/index.js';

/** What a refusal says: a catalogue text, or words that are already final (a library's own message). */
export type Words = Text | string;

export interface Problem {
  field: string;
  reason: Words;
}
export interface RowProblem extends Problem {
  row: number;
}

export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly words: Words,
    readonly problems: Problem[] = [],
    /** More of the answer's `data`, beside the problems' `errors`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(typeof words === 'string' ? words : render('zh-CN', words));
  }
}

/** The problems of a refusal in a language, as the envelope's `data.errors` carries them. */
export function problemsIn<P extends Problem>(language: Language, problems: P[]) {
  return problems.map((p) => ({ ...p, reason: render(language, p.reason) }));
}

/** Bad input: `field` is a dotted path such as `body.username`. */
export function refuse(field: string, reason: Words): never {
  throw new AppError(ResultCode.badRequest, text('common.fieldReason', { field, reason }), [
    { field, reason },
  ]);
}

/** A refused import: nothing of it was stored; each problem names its row, field and reason. */
export function refuseRows(problems: RowProblem[]): never {
  throw new AppError(ResultCode.badRequest, importRefusal(problems), problems, { imported: 0 });
}

/** 导入失败，共N处错误：第1行 name：不能为空；… (the first five problems). */
function importRefusal(problems: RowProblem[]): Text {
  const shown = problems
    .slice(0, 5)
    .map((p) => text('common.importProblem', { row: p.row, field: p.field, reason: p.reason }));
  return text('common.importRefused', { count: problems.length, problems: joined(shown, 'sentence') });
}

export function unauthorized(words: Words = text('common.unauthorized')): never {
  throw new AppError(ResultCode.unauthorized, words);
}

export function forbidden(words: Words = text('common.forbidden')): never {
  throw new AppError(ResultCode.forbidden, words);
}

export function notFound(words: Words = text('common.notFound')): never {
  throw new AppError(ResultCode.notFound, words);
}

export function conflict(words: Words): never {
  throw new AppError(ResultCode.conflict, words);
}

/**
 * Names for a refusal's reason: the first few, then how many in all ("甲、乙、丙等12个租户"). `unit` is
 * the counted thing's words (`text('common.units.tenant')`).
 */
export function listed(names: readonly TextParam[], unit: Text, shown = 5): Text | TextList {
  const head = joined(names.slice(0, shown));
  return names.length > shown ? text('common.listedMore', { names: head, count: names.length, unit }) : head;
}
