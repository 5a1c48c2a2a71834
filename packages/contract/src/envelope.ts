// Every JSON answer of the API is this envelope (spec shell.md §7, §8): `code` 200 is success, any
// other code is one of the error catalogue's, and the HTTP status mirrors it.
import { z } from 'zod';

export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  sessionInvalid: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  unavailable: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One problem with the request: `field` is a dotted path such as `body.pageSize` or `query.id`. */
export const FieldProblem = z.object({ field: z.string(), reason: z.string() });
export type FieldProblem = z.infer<typeof FieldProblem>;

/** `data` of a 400 answer: every field that was refused and why. */
export const ValidationErrorData = z.object({ errors: z.array(FieldProblem) });
export type ValidationErrorData = z.infer<typeof ValidationErrorData>;
