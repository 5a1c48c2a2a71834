import type { Envelope } from '@platform/contract';

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, msg, data };
}

/**
 * The answer of a route whose data this instance may keep (db/kept-answers.ts): the kept data at
 * once, else what `read` finds. A handler that returns this without `async` answers a kept call with
 * no promise in between; Fastify sends a plain value as it sends a resolved one.
 */
export function okKeptOr<T>(kept: T | undefined, read: () => Promise<T>): Envelope<T> | Promise<Envelope<T>> {
  return kept !== undefined ? ok(kept) : read().then((data) => ok(data));
}
