// A 400-class refusal names the fields it refused (`data.errors`, see ValidationErrorData in the
// contract); forms use that to put the server's reason under the right input.
import type { FieldProblem } from '@platform/contract';
import { RequestError } from './request';

/** Every field the server refused in `error`, each with its reason (empty for any other failure). */
export function fieldProblemsOf(error: unknown): FieldProblem[] {
  if (!(error instanceof RequestError)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors)) {
    return [];
  }
  return data.errors.filter(
    (problem): problem is FieldProblem =>
      typeof problem?.field === 'string' && typeof problem?.reason === 'string',
  );
}

/** The reason the server refused `field` (a dotted path such as `body.code`), if it did. */
export function refusalOf(error: unknown, field: string): string | undefined {
  return fieldProblemsOf(error).find((problem) => problem.field === field)?.reason;
}
