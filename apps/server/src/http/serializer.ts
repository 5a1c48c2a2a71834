// Fastify's response serializer: every answer is encoded through its route's zod schema. An answer
// whose data is a kept answer (db/read-through-cache.ts: the same object call after call and
// never changed, such as a cached menu or message page) is encoded once per route and envelope, not
// on every call, and kept as UTF-8 bytes: the socket gets them as they are, where a string would be
// measured, joined to the headers and encoded again for every answer.
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isCached } from '../db/read-through-cache.js';

interface Encoded {
  code: unknown;
  msg: unknown;
  bytes: Buffer;
}

const compile = (route: Parameters<typeof serializerCompiler>[0]) => {
  const encode = serializerCompiler(route);
  const encoded = new WeakMap<object, Encoded>();
  return (payload: unknown): string | Buffer => {
    if (!payload || typeof payload !== 'object') return encode(payload);
    const { code, msg, data } = payload as { code?: unknown; msg?: unknown; data?: unknown };
    if (!data || typeof data !== 'object' || !isCached(data) || Object.keys(payload).length !== 3) {
      return encode(payload);
    }
    const hit = encoded.get(data);
    if (hit && hit.code === code && hit.msg === msg) return hit.bytes;
    const bytes = Buffer.from(encode(payload));
    encoded.set(data, { code, msg, bytes });
    return bytes;
  };
};

// Fastify's types promise a string, but it sends whatever the serializer returns that is a string or a
// Buffer (reply.js onSendEnd), and onSend hooks see the same value (the operation log reads only
// writes' answers, which are never kept).
export const keptSerializerCompiler = compile as unknown as typeof serializerCompiler;
