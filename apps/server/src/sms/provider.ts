// What every SMS provider does: send one templated message to one number and say what came of it.
// Providers speak plain HTTPS through fetch (no SDKs); a refusal, an unreachable endpoint or a timeout
// is an SmsProviderError whose message says which, for the attempt log and the server log.
import type { SmsKind, SmsParamSource, SmsProviderName, SmsTemplate } from './settings.js';

export interface SmsRequest {
  to: string;
  kind: SmsKind;
  /** The values a template parameter may take (settings.ts SMS_PARAM_SOURCES). */
  values: Partial<Record<SmsParamSource, string>>;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** The template a kind is sent with, recorded beside the attempt. */
  templateOf(kind: SmsKind): string | undefined;
  /** Answers the provider's id of the message; throws SmsProviderError when it is not sent. */
  send(request: SmsRequest): Promise<{ messageId: string | undefined }>;
}

export class SmsProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own error code (isv.BUSINESS_LIMIT_CONTROL, FailedOperation.…), when it gave one. */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** The embedded default: the outbox row the sender writes is the delivery. */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  templateOf: () => undefined,
  send: () => Promise.resolve({ messageId: undefined }),
};

/** A template's parameters with their values; a kind without a template cannot be sent. */
export function templateValues(
  template: SmsTemplate | undefined,
  request: SmsRequest,
  variable: string,
): { id: string; params: { name: string; value: string }[] } {
  if (!template)
    throw new SmsProviderError(`no template for ${request.kind} messages (${variable} is not set)`);
  return {
    id: template.id,
    params: template.params.map((p) => ({ name: p.name, value: request.values[p.source] ?? '' })),
  };
}

/** A POST to the provider within the timeout, its answer parsed as JSON (an error says what failed). */
export async function postJson(
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      throw new SmsProviderError(`no answer from ${url} within ${init.timeoutMs} ms`);
    }
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new SmsProviderError(`could not reach ${url}: ${cause}`);
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (err) {
    const why =
      err instanceof Error && err.name === 'TimeoutError' ? `within ${init.timeoutMs} ms` : String(err);
    throw new SmsProviderError(`the answer of ${url} did not arrive whole ${why}`);
  }
  try {
    return { status: res.status, json: JSON.parse(raw) as unknown };
  } catch {
    throw new SmsProviderError(`${url} answered HTTP ${res.status} with no JSON: ${raw.slice(0, 200)}`);
  }
}

/** A number as the log shows it: the middle hidden. */
export const maskedNumber = (mobile: string) =>
  mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
