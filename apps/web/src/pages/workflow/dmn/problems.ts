// Why the server refused a deployment or an evaluation: the problems of a 400 (data.errors, each
// naming the field or the element of the document it is about), or the failure's own text.
import { RequestError } from '../../../api/request';

export interface Problem {
  /** The element of the document the problem is about, when the server names one. */
  element?: string;
  reason: string;
}

function problemOf(item: unknown): Problem | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const entry = item as Record<string, unknown>;
  if (typeof entry.reason === 'string') {
    const field = typeof entry.field === 'string' ? entry.field : '';
    // `body.xml` names the request's field, not an element of the document.
    return { element: field && !field.startsWith('body.') ? field : undefined, reason: entry.reason };
  }
  if (typeof entry.message === 'string') {
    const element = entry.elementName ?? entry.elementId;
    return { element: typeof element === 'string' && element ? element : undefined, reason: entry.message };
  }
  return undefined;
}

function refusedProblems(error: unknown): Problem[] {
  if (!(error instanceof RequestError)) return [];
  const { data } = error;
  const items =
    typeof data === 'object' && data !== null && 'errors' in data && Array.isArray(data.errors)
      ? data.errors
      : [];
  return items.map(problemOf).filter((problem) => problem !== undefined);
}

/** Whether the server refused the document or the inputs (rather than the call failing otherwise). */
export const isRefusal = (error: unknown) => refusedProblems(error).length > 0;

export function problemsOf(error: unknown): Problem[] {
  const problems = refusedProblems(error);
  return problems.length > 0
    ? problems
    : [{ reason: error instanceof Error ? error.message : String(error) }];
}
