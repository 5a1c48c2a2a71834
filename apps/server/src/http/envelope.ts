import type { Envelope } from '@platform/contract';

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, msg, data };
}

/**
 * The envelope of data that may already be here (a kept answer: db/read-through-cache.ts) or still to come.
 * A handler that returns this without `async` answers a kept call with no promise in between; Fastify
 * sends a plain value as it sends a resolved one.
 */
export function okNowOrLater<T>(data: T | Promise<T>): Envelope<T> | Promise<Envelope<T>> {
  return data instanceof Promise ? data.then((value) => ok(value)) : ok(data);
}
