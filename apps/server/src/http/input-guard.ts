// PostgreSQL cannot store the NUL character in text, so a string carrying one would fail deep in a
// query as a 500. Every query, path and JSON body string is checked once, before validation, and
// refused naming the field.
import type { FastifyInstance } from 'fastify';
import { refuse } from './errors.js';

function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Deeper values are the validator's to refuse; this walk only has to stay bounded.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = findNul(v, `${path}.${k}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    const field =
      findNul(req.query, 'query') ??
      findNul(req.params, 'params') ??
      (req.isMultipart() ? undefined : findNul(req.body, 'body'));
    // A refusal thrown here reaches the error handler like one from an async hook.
    if (field) refuse(field, '不能包含空字符（\\u0000）');
    done();
  });
}
