// AWS Signature Version 4, the signing every S3-compatible store (AWS, MinIO, Ceph, OSS's S3 mode …)
// understands: POST policies for browser uploads, presigned GET URLs and signed HEAD/DELETE/PUT calls.
// Plain node:crypto; sigv4.test.ts checks it against AWS's published example vectors.
import crypto from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
  service?: string;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
export const sha256Hex = (data: crypto.BinaryLike) => crypto.createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z` and `20130524` of an instant. */
export function amzDate(at: Date): { dateTime: string; date: string } {
  const dateTime = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { dateTime, date: dateTime.slice(0, 8) };
}

export function signingKey(secretKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), service), 'aws4_request');
}

export function scope(date: string, region: string, service: string): string {
  return `${date}/${region}/${service}/aws4_request`;
}

/** The policy document of a browser POST is itself the string to sign. */
export function signPolicy(policyBase64: string, c: Credentials, date: string): string {
  return hmac(signingKey(c.secretKey, date, c.region, c.service ?? 's3'), policyBase64).toString('hex');
}

/** RFC 3986 encoding as SigV4 wants it; `/` kept in paths. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

export interface CanonicalRequest {
  method: string;
  /** Already URI-encoded path, e.g. `/bucket/a%20b.png`. */
  path: string;
  query: Record<string, string>;
  /** Lower-case header names; `host` must be among them. */
  headers: Record<string, string>;
  payloadHash: string;
}

function canonicalString(r: CanonicalRequest): { text: string; signedHeaders: string } {
  const query = Object.keys(r.query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(r.query[k]!)}`)
    .join('&');
  const names = Object.keys(r.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headers = names.map((h) => `${h}:${lower[h]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  return {
    text: [r.method, r.path, query, headers, signedHeaders, r.payloadHash].join('\n'),
    signedHeaders,
  };
}

function signature(r: CanonicalRequest, c: Credentials, at: Date) {
  const service = c.service ?? 's3';
  const { dateTime, date } = amzDate(at);
  const { text, signedHeaders } = canonicalString(r);
  const toSign = [ALGORITHM, dateTime, scope(date, c.region, service), sha256Hex(text)].join('\n');
  return {
    signature: hmac(signingKey(c.secretKey, date, c.region, service), toSign).toString('hex'),
    signedHeaders,
    credential: `${c.accessKey}/${scope(date, c.region, service)}`,
    dateTime,
  };
}

/**
 * Headers that authenticate a call (header-based SigV4). `headers` must hold `host`; the answer adds
 * `x-amz-date`, `x-amz-content-sha256` and `authorization`.
 */
export function signRequest(
  r: Omit<CanonicalRequest, 'headers'> & { headers: Record<string, string> },
  c: Credentials,
  at = new Date(),
): Record<string, string> {
  const { dateTime } = amzDate(at);
  const headers = { ...r.headers, 'x-amz-date': dateTime, 'x-amz-content-sha256': r.payloadHash };
  const s = signature({ ...r, headers }, c, at);
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${s.credential},SignedHeaders=${s.signedHeaders},Signature=${s.signature}`,
  };
}

/** A URL that lets its holder GET one object until it expires (query-string SigV4). */
export function presignUrl(
  r: { method: string; host: string; path: string; query?: Record<string, string> },
  c: Credentials,
  expiresSeconds: number,
  at = new Date(),
): string {
  const service = c.service ?? 's3';
  const { dateTime, date } = amzDate(at);
  const query = {
    ...r.query,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${c.accessKey}/${scope(date, c.region, service)}`,
    'X-Amz-Date': dateTime,
    'X-Amz-Expires': String(expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const s = signature(
    { method: r.method, path: r.path, query, headers: { host: r.host }, payloadHash: UNSIGNED_PAYLOAD },
    c,
    at,
  );
  const qs = Object.keys(query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(query[k as keyof typeof query]!)}`)
    .join('&');
  return `${r.path}?${qs}&X-Amz-Signature=${s.signature}`;
}
