// Maps every failure to the `{code, msg, data}` envelope with the HTTP status mirroring `code`:
// zod validation → 400 naming each field, Fastify's own client errors (bad JSON, too large, wrong
// content type) → their 4xx, a lost database or a stopping server → 503, anything unexpected → 500
// without internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode, type FieldProblem } from '@platform/contract';
import { issueReason } from '@platform/contract';
import { render, t, type Language, type ServerKey } from '../i18n/index.js';
import { AppError, problemsIn } from './errors.js';

const contextNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function validationProblems(
  language: Language,
  error: FastifyError & {
    validation: {
      instancePath: string;
      keyword: string;
      message?: string;
      params: Record<string, unknown>;
    }[];
  },
) {
  const context = contextNames[error.validationContext ?? 'body'] ?? 'body';
  return error.validation.map<FieldProblem>((v) => {
    const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    // fastify-type-provider-zod passes the zod issue's own fields as `params`.
    const reason = v.message
      ? issueReason(language, { ...v.params, code: v.keyword, message: v.message })
      : t(language, 'common.invalid');
    return { field: path ? `${context}.${path}` : context, reason };
  });
}

/** Fastify's own client errors that reach us before any route runs. */
const fastifyClientErrors: Record<string, { code: number; key: ServerKey; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ResultCode.badRequest, key: 'common.bodyNotJson', field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ResultCode.payloadTooLarge, key: 'common.bodyTooLarge', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ResultCode.unsupportedMediaType, key: 'common.mediaTypeRefused' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ResultCode.badRequest, key: 'common.contentLengthWrong' },
  FST_ERR_CTP_INVALID_TYPE: { code: ResultCode.badRequest, key: 'common.contentTypeInvalid' },
};

/** A known refusal's words, with the field it concerns in front (`body：请求体过大`). */
function clientErrorMessage(language: Language, known: { key: ServerKey; field?: string }): string {
  const reason = t(language, known.key);
  return known.field ? t(language, 'common.fieldReason', { field: known.field, reason }) : reason;
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);
/** node-postgres reports a connection lost mid-use, or a client it left broken, without a code. */
const unavailableMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Connection-level failures of PostgreSQL or PGlite: the service is unavailable, not broken. Drizzle
 * wraps the driver's error as the cause of its own.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (unavailableMessages.some((m) => m.test(e.message))) return true;
  }
  return false;
}

/** A multipart body that ends early or has no valid parts: the parser (busboy) throws a bare Error. */
function isBrokenMultipart(error: FastifyError): boolean {
  return !error.statusCode && !!error.stack?.includes('/busboy/');
}

export function registerErrorHandling(app: FastifyInstance) {
  // A request that reaches a stopping server (on a kept-alive connection) is refused in the envelope;
  // Fastify's own 503 for it is not (its return503OnClosing is off in app.ts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    // Serialised here: the route's own schema for 503 (if any) describes another answer.
    reply
      .header('connection', 'close')
      .status(ResultCode.unavailable)
      .serializer(JSON.stringify)
      .send({ code: ResultCode.unavailable, msg: t(request.language, 'common.stopping'), data: null });
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationProblems(language, error);
      const msg = errors
        .map((e) => t(language, 'common.fieldReason', { field: e.field, reason: e.reason }))
        .join(t(language, 'common.separators.sentence'));
      return reply.status(400).send({ code: ResultCode.badRequest, msg, data: { errors } });
    }
    const refusal: unknown = error;
    if (refusal instanceof AppError) {
      const data = refusal.problems.length
        ? { ...refusal.details, errors: problemsIn(language, refusal.problems) }
        : null;
      return reply
        .status(refusal.code)
        .send({ code: refusal.code, msg: render(language, refusal.words), data });
    }
    if (isBrokenMultipart(error)) {
      return reply.status(ResultCode.badRequest).send({
        code: ResultCode.badRequest,
        msg: clientErrorMessage(language, { key: 'common.multipartIncomplete', field: 'body' }),
        data: null,
      });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      return reply
        .status(known.code)
        .send({ code: known.code, msg: clientErrorMessage(language, known), data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(ResultCode.unavailable)
        .send({ code: ResultCode.unavailable, msg: t(language, 'common.databaseUnavailable'), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: error.message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(ResultCode.serverError)
      .send({ code: ResultCode.serverError, msg: t(language, 'common.serverError'), data: null });
  });
}
