// Tencent Cloud SMS (API 3.0, SendSms 2021-01-11), signed with TC3-HMAC-SHA256: a canonical request
// of the method, path, query, the signed headers and the payload's SHA-256; a string to sign of the
// algorithm, timestamp, credential scope (date/service/tc3_request) and the canonical request's hash;
// a key derived from "TC3"+SecretKey through the UTC date, the service and "tc3_request".
import crypto from 'node:crypto';
import { postJson, SmsProviderError, templateValues, type SmsProvider } from './provider.js';
import type { ProviderSmsSettings } from './settings.js';

const sha256Hex = (data: string) => crypto.createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac('sha256', key).update(data, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** The product: the first label of the host (cvm, sms). */
  service: string;
  /** The headers that take part in the signature, by lower-case name (content-type and host at least). */
  headers: Record<string, string>;
  payload: string;
  /** Unix seconds, the X-TC-Timestamp header. */
  timestamp: number;
}

/** Every step of the signature, so that each can be compared with the documented example. */
export function tc3Sign(input: Tc3Input) {
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const value = (n: string) =>
    Object.entries(input.headers)
      .find(([k]) => k.toLowerCase() === n)![1]
      .trim()
      .toLowerCase();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((n) => `${n}:${value(n)}\n`).join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join(
    '\n',
  );
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const secretDate = hmac(`TC3${input.secretKey}`, date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = hmac(secretSigning, stringToSign).toString('hex');
  const authorization =
    `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization };
}

/** Numbers without a country code are mainland China's, which Tencent Cloud wants as +86… */
export const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    RequestId?: string;
    SendStatusSet?: { SerialNo?: string; Code?: string; Message?: string }[];
  };
}

export function tencentProvider(
  settings: ProviderSmsSettings,
  clock: { now(): Date } = { now: () => new Date() },
): SmsProvider {
  const host = new URL(settings.endpoint).host;
  return {
    name: 'tencent',
    templateOf: (kind) => settings.templates[kind]?.id,
    async send(request) {
      const template = templateValues(
        settings.templates[request.kind],
        request,
        `SMS_TEMPLATE_${request.kind.toUpperCase()}`,
      );
      const payload = JSON.stringify({
        PhoneNumberSet: [e164(request.to)],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: template.id,
        TemplateParamSet: template.params.map((p) => p.value),
      });
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const signed = {
        'content-type': 'application/json; charset=utf-8',
        host,
        'x-tc-action': 'SendSms',
      };
      const { authorization } = tc3Sign({
        secretId: settings.accessKeyId,
        secretKey: settings.accessKeySecret,
        service: 'sms',
        headers: signed,
        payload,
        timestamp,
      });
      const { status, json } = await postJson(`${settings.endpoint}/`, {
        headers: {
          ...signed,
          authorization,
          'x-tc-timestamp': String(timestamp),
          'x-tc-version': '2021-01-11',
          'x-tc-region': settings.region,
        },
        body: payload,
        timeoutMs: settings.timeoutMs,
      });
      const answer = (json as TencentAnswer).Response;
      const requestId = answer?.RequestId ? ` (RequestId ${answer.RequestId})` : '';
      if (!answer || answer.Error) {
        const code = answer?.Error?.Code ?? `HTTP ${status}`;
        throw new SmsProviderError(
          `Tencent Cloud SendSms refused: ${code}: ${answer?.Error?.Message ?? 'no message'}${requestId}`,
          answer?.Error?.Code,
        );
      }
      const outcome = answer.SendStatusSet?.[0];
      if (outcome?.Code === 'Ok') return { messageId: outcome.SerialNo };
      throw new SmsProviderError(
        `Tencent Cloud SendSms did not send: ${outcome?.Code ?? 'no status'}: ${outcome?.Message ?? 'no message'}${requestId}`,
        outcome?.Code,
      );
    },
  };
}
