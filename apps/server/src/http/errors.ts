// Refusals are typed errors thrown by services and mapped once to the reply envelope by the error
// handler, so no handler builds an error reply by hand (STYLE.md).
import { ResultCode, type FieldProblem, type ImportProblem } from '@platform/contract';

export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly problems: FieldProblem[] = [],
    /** More of the answer's `data`, beside the problems' `errors`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Bad input: `field` is a dotted path such as `body.username`. */
export function refuse(field: string, reason: string): never {
  throw new AppError(ResultCode.badRequest, `${field}：${reason}`, [{ field, reason }]);
}

/** A refused import: nothing of it was stored; each problem names its row, field and reason. */
export function refuseRows(problems: ImportProblem[]): never {
  const shown = problems
    .slice(0, 5)
    .map((p) => `第${p.row}行 ${p.field}：${p.reason}`)
    .join('；');
  throw new AppError(ResultCode.badRequest, `导入失败，共${problems.length}处错误：${shown}`, problems, {
    imported: 0,
  });
}

export function unauthorized(message = '认证失败，无法访问系统资源'): never {
  throw new AppError(ResultCode.unauthorized, message);
}

export function forbidden(message = '当前操作没有权限'): never {
  throw new AppError(ResultCode.forbidden, message);
}

export function notFound(message = '访问资源不存在'): never {
  throw new AppError(ResultCode.notFound, message);
}

export function conflict(message: string): never {
  throw new AppError(ResultCode.conflict, message);
}

/** Names for a refusal's reason: the first few, then how many in all ("甲、乙、丙等12个租户"). */
export function listed(names: string[], unit: string, shown = 5): string {
  const head = names.slice(0, shown).join('、');
  return names.length > shown ? `${head}等${names.length}${unit}` : head;
}
