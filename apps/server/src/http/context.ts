// Who is calling, resolved from the bearer token and headers on every protected call (DESIGN.md §4):
// the tenant comes from the session, never from a body or a query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, text, type Language } from '../i18n/index.js';
import { AppError } from './errors.js';

/** Where a call comes from: recorded with the sessions it opens, counted by the sign-in guard. */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  /** The language the caller reads (Accept-Language): of texts made for them, such as an SMS code. */
  language: Language;
}

/** What a protected call presents: its bearer token and the headers naming an app, tenant app and screen. */
export interface Credentials {
  token: string | undefined;
  appKey: string | undefined;
  tenantAppKey: string | undefined;
  resourceId: string | undefined;
}

export interface RequestContext {
  sessionId: string;
  userId: string;
  tenantId: string;
  tenantUserId: string;
  /** Narrowed by a role switch; null means every role the user holds. */
  roleId: string | null;
  isPlatformAdmin: boolean;
  /** The app named by the AppKey header, checked against the tenant's subscriptions. */
  app: { id: string; key: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
    /** The language of the answer: the call's Accept-Language (i18n/index.ts). */
    readonly language: Language;
  }
}

export function decorateContext(app: FastifyInstance) {
  app.decorateRequest('ctx', null);
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(headerValue(this, 'accept-language'));
    },
  });
}

/** The caller's context on a protected route (the authenticate hook has set it). */
export function ctxOf(req: FastifyRequest): RequestContext {
  if (!req.ctx) throw new AppError(401, text('common.unauthorized'));
  return req.ctx;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

export function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : undefined;
}
