// THE HTTP client of the web app (spec §7 "Shared client", §8 error catalogue), modelled on RuoYi-Vue's
// request.js: it adds the session headers to every call, hands callers the envelope instead of the axios
// response, and turns every failure into the catalogue's feedback before rejecting.
import axios, {
  AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createElement } from 'react';
import type { Envelope } from '@platform/contract';
import { useSession } from '../stores/session';
import { reactionToCode, reactionToTransportFailure, type Reaction } from './catalogue';
import { feedback } from './feedback';
import { closeLoading } from './loading';
import { currentLanguage, i18n } from '../i18n';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The caller shows a failure itself (a sign-in form next to its fields, a start-up error page): the
     * call is rejected with the same text, but nothing is toasted and no expiry dialog is opened.
     */
    silent?: boolean;
  }
}

const REQUEST_TIMEOUT_MS = 600_000;
// Not the contract's ResultCode.ok: a value import from the contract pulls zod (~85 kB) into the bundle.
const SUCCESS_CODE = 200;

/**
 * Why a call was rejected: the text the user was shown, the envelope code or HTTP status if any, and the
 * envelope's `data` when the refusal carried some (a 503 health answer still describes the database).
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, code: number | undefined, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export type RequestHook = (config: InternalAxiosRequestConfig) => InternalAxiosRequestConfig;
export type ResourceIdProvider = () => string | undefined;
export type SessionExpiredHandler = () => void;

let requestHook: RequestHook | undefined;
let currentResourceId: ResourceIdProvider = () => undefined;
const goHome: SessionExpiredHandler = () => {
  window.location.href = '/';
};
let onSessionExpired: SessionExpiredHandler = goHome;

/** A hook that sees every request after the client's own headers (spec §7); `undefined` removes it. */
export function setRequestHook(hook: RequestHook | undefined): void {
  requestHook = hook;
}

/** Where the `resourceId` of the screen the user is on comes from (the router, see app/routeResource). */
export function setCurrentResourceIdProvider(provider: ResourceIdProvider): void {
  currentResourceId = provider;
}

/**
 * What "sign in again" does after the token has been reset; `undefined` restores the default, which
 * reloads the app at its root so that the sign-in flow starts over.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | undefined): void {
  onSessionExpired = handler ?? goHome;
}

export const http = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: false,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  // Makes a timeout ETIMEDOUT, distinct from other aborted requests, so the right text is shown.
  transitional: { clarifyTimeoutError: true },
});

http.interceptors.request.use((config) => {
  const { token, appKey, appId, tenantAppKey } = useSession.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (appKey) config.headers.set('AppKey', appKey);
  if (appId) config.headers.set('AppId', appId);
  if (tenantAppKey) config.headers.set('tenantappkey', tenantAppKey);
  const resourceId = currentResourceId();
  if (resourceId) config.headers.set('resourceId', resourceId);
  // The server answers in the language the page shows (its messages, field reasons, sheets).
  config.headers.set('Accept-Language', currentLanguage());
  return requestHook ? requestHook(config) : config;
});

// axios types an interceptor as returning the response; this one returns the body, which is why calls
// go through `request()` whose type says so.
http.interceptors.response.use(
  (response) => unwrap(response) as unknown as AxiosResponse,
  (error: unknown) => Promise.reject(explainFailure(error)),
);

/** Sends a call and resolves with the envelope of a successful answer. */
export function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  return http.request<Envelope<T>, Envelope<T>>(config);
}

function isBinary(responseType: AxiosRequestConfig['responseType']): boolean {
  return responseType === 'blob' || responseType === 'arraybuffer';
}

interface FailedEnvelope {
  code: number;
  msg: string | undefined;
  data: unknown;
}

function envelopeOf(data: unknown): FailedEnvelope | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data) || typeof data.code !== 'number') {
    return undefined;
  }
  const msg = 'msg' in data && typeof data.msg === 'string' && data.msg !== '' ? data.msg : undefined;
  return { code: data.code, msg, data: 'data' in data ? data.data : undefined };
}

function unwrap(response: AxiosResponse): unknown {
  if (isBinary(response.config.responseType)) return response.data;
  const envelope = envelopeOf(response.data);
  if (envelope === undefined || envelope.code === SUCCESS_CODE) return response.data;
  throw refuse(envelope, response.config.silent);
}

function explainFailure(error: unknown): unknown {
  // A call the page itself cancelled (it unmounted, a newer query replaced it) is nobody's error.
  if (axios.isCancel(error)) return error;
  // Not a transport failure (a request hook threw, say): the caller gets it as it is.
  if (!axios.isAxiosError(error)) return error;
  const { response } = error;
  if (response) {
    // The server mirrors the envelope's code in the HTTP status, so the envelope says what happened.
    const envelope = isBinary(error.config?.responseType) ? undefined : envelopeOf(response.data);
    if (envelope !== undefined && envelope.code !== SUCCESS_CODE) {
      return refuse(envelope, error.config?.silent);
    }
    const failure = reactionToTransportFailure({ kind: 'status', status: response.status });
    return carryOut(failure, error.config?.silent, response.status);
  }
  const timedOut = error.code === AxiosError.ETIMEDOUT;
  const failure = reactionToTransportFailure({ kind: timedOut ? 'timeout' : 'network' });
  return carryOut(failure, error.config?.silent, undefined);
}

function refuse(envelope: FailedEnvelope, silent: boolean | undefined): RequestError {
  return carryOut(reactionToCode(envelope.code, envelope.msg), silent, envelope.code, envelope.data);
}

function carryOut(
  reaction: Reaction,
  silent: boolean | undefined,
  code: number | undefined,
  data?: unknown,
): RequestError {
  if (silent) return new RequestError(reaction.text, code, data);
  switch (reaction.kind) {
    case 'sessionExpired':
      askToSignInAgain();
      break;
    case 'notification':
      feedback().notificationError(reaction.text, reaction.seconds);
      break;
    case 'htmlMessage':
      closeLoading();
      showHtmlMessage(reaction.text);
      break;
    case 'message':
      feedback().messageError(reaction.text, reaction.seconds);
      break;
  }
  return new RequestError(reaction.text, code, data);
}

/**
 * A server error whose text is HTML (code 500), sanitised. DOMPurify (about 10 kB compressed) loads
 * with the first such error rather than with every page.
 */
function showHtmlMessage(html: string): void {
  void import('dompurify').then(({ default: DOMPurify }) =>
    feedback().messageError(
      createElement('span', { dangerouslySetInnerHTML: { __html: DOMPurify.sanitize(html) } }),
    ),
  );
}

// Several calls usually fail together when a session expires; the user must see one dialog, not one each.
let expiryDialogOpen = false;

function askToSignInAgain(): void {
  if (expiryDialogOpen) return;
  expiryDialogOpen = true;
  void feedback()
    .confirm({
      title: i18n.t('request.dialogTitle'),
      content: i18n.t('request.sessionExpired'),
      okText: i18n.t('request.relogin'),
      cancelText: i18n.t('request.cancel'),
    })
    .then((signInAgain) => {
      if (!signInAgain) return;
      useSession.getState().resetToken();
      onSessionExpired();
    })
    .finally(() => {
      expiryDialogOpen = false;
    });
}
