// Fastify's response serializer: every answer is encoded through its route's zod schema. An answer
// whose data is a kept answer (modules/messages/kept-answers.ts: the same object call after call and
// never changed, such as a cached menu or message page) is encoded once per route and envelope, not
// on every call.
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isKept } from '../modules/messages/kept-answers.js';

interface Encoded {
  code: unknown;
  msg: unknown;
  json: string;
}

export const keptSerializerCompiler: typeof serializerCompiler = (route) => {
  const encode = serializerCompiler(route);
  const encoded = new WeakMap<object, Encoded>();
  return (payload: unknown) => {
    if (!payload || typeof payload !== 'object') return encode(payload);
    const { code, msg, data } = payload as { code?: unknown; msg?: unknown; data?: unknown };
    if (!data || typeof data !== 'object' || !isKept(data) || Object.keys(payload).length !== 3) {
      return encode(payload);
    }
    const hit = encoded.get(data);
    if (hit && hit.code === code && hit.msg === msg) return hit.json;
    const json = encode(payload);
    encoded.set(data, { code, msg, json });
    return json;
  };
};
