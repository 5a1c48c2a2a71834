// Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) over its RPC API, signed with the RPC signature
// (HMAC-SHA1, SignatureVersion 1.0): the parameters sorted and percent-encoded (RFC 3986), the string
// to sign `METHOD&%2F&<encoded canonical query>`, keyed with `<AccessKeySecret>&`.
import crypto from 'node:crypto';
import { postJson, SmsProviderError, templateValues, type SmsProvider } from './provider.js';
import type { ProviderSmsSettings } from './settings.js';

/** RFC 3986 percent-encoding as the RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The parameters sorted by name, each `name=value` percent-encoded, joined by `&`. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
}

export function rpcStringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** The request's Signature parameter. */
export function rpcSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  return crypto
    .createHmac('sha1', `${accessKeySecret}&`)
    .update(rpcStringToSign(method, params))
    .digest('base64');
}

/** ISO 8601 in UTC to the second, as the Timestamp parameter is written. */
export const rpcTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

interface AliyunAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

export function aliyunProvider(
  settings: ProviderSmsSettings,
  clock: { now(): Date; nonce(): string } = { now: () => new Date(), nonce: () => crypto.randomUUID() },
): SmsProvider {
  return {
    name: 'aliyun',
    templateOf: (kind) => settings.templates[kind]?.id,
    async send(request) {
      const template = templateValues(
        settings.templates[request.kind],
        request,
        `SMS_TEMPLATE_${request.kind.toUpperCase()}`,
      );
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: request.to,
        RegionId: settings.region,
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: clock.nonce(),
        SignatureVersion: '1.0',
        TemplateCode: template.id,
        Timestamp: rpcTimestamp(clock.now()),
        Version: '2017-05-25',
      };
      if (template.params.length) {
        params.TemplateParam = JSON.stringify(
          Object.fromEntries(template.params.map((p) => [p.name, p.value])),
        );
      }
      const signature = rpcSignature('POST', params, settings.accessKeySecret);
      const { status, json } = await postJson(`${settings.endpoint}/`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: `${canonicalQuery(params)}&Signature=${percentEncode(signature)}`,
        timeoutMs: settings.timeoutMs,
      });
      const answer = (json ?? {}) as AliyunAnswer;
      if (answer.Code === 'OK') return { messageId: answer.BizId };
      const code = answer.Code ?? `HTTP ${status}`;
      const request_ = answer.RequestId ? ` (RequestId ${answer.RequestId})` : '';
      throw new SmsProviderError(
        `Alibaba Cloud SendSms refused: ${code}: ${answer.Message ?? 'no message'}${request_}`,
        answer.Code,
      );
    },
  };
}
