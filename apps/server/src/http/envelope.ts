import type { Envelope } from '@platform/contract';
import { isText, render, text, type Language, type Text } from '../i18n/index.js';

const OK = text('common.ok');

/**
 * A success envelope. `msg` is a catalogue text, put into the caller's language just before the answer
 * is serialised (`translateEnvelope`, a preSerialization hook in app.ts).
 */
export function ok<T>(data: T, msg: Text = OK): Envelope<T> {
  return { code: 200, msg: msg as unknown as string, data };
}

/** The hook's work: an envelope whose `msg` is still a text gets it in words. */
export function translateEnvelope(language: Language, payload: unknown): unknown {
  if (typeof payload === 'object' && payload !== null && 'msg' in payload) {
    const msg = (payload as { msg: unknown }).msg;
    if (isText(msg)) return { ...payload, msg: render(language, msg) };
  }
  return payload;
}

/**
 * The envelope of data that may already be here (a kept answer: db/read-through-cache.ts) or still to come.
 * A handler that returns this without `async` answers a kept call with no promise in between; Fastify
 * sends a plain value as it sends a resolved one.
 */
export function okNowOrLater<T>(data: T | Promise<T>): Envelope<T> | Promise<Envelope<T>> {
  return data instanceof Promise ? data.then((value) => ok(value)) : ok(data);
}
