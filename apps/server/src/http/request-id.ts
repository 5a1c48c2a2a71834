import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptable = /^[\w.:-]{1,128}$/;

/** Keeps a caller's (or a proxy's) `x-request-id` when it is sane, so logs can be joined across hops. */
export function requestIdFrom(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : crypto.randomUUID();
}
