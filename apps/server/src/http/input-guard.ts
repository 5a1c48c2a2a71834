// PostgreSQL cannot store the NUL character in text, so a string carrying one would fail deep in a
// query as a 500. Every query, path and JSON body string is checked once, before validation, and
// refused naming the field.
import type { FastifyInstance } from 'fastify';
import { text } from '../i18n/index.js';
import { refuse } from './errors.js';

/** The path below `value` of a string carrying NUL (keys from the top), else undefined. */
function findNul(value: unknown, depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  // Deeper values are the validator's to refuse; this walk only has to stay bounded.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  // The path is only put together for a value refused: most calls carry no NUL at all.
  for (const k of Object.keys(value)) {
    const below = findNul((value as Record<string, unknown>)[k], depth + 1);
    if (below) return [k, ...below];
  }
  return undefined;
}

const nulField = (value: unknown, root: string): string | undefined => {
  const path = findNul(value);
  return path && [root, ...path].join('.');
};

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    const field =
      nulField(req.query, 'query') ??
      nulField(req.params, 'params') ??
      (req.isMultipart() ? undefined : nulField(req.body, 'body'));
    // A refusal thrown here reaches the error handler like one from an async hook.
    if (field) refuse(field, text('common.nulCharacter'));
    done();
  });
}
