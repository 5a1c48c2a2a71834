// Browser-upload POST policies (AWS SigV4 POST, the scheme S3-compatible stores implement): issuing
// one, and checking a form against one exactly as such a store does — the signature over the policy,
// its expiry, every condition, and no form field the policy does not mention.
import crypto from 'node:crypto';
import { text, type Text } from '../../i18n/index.js';
import { fieldError } from './names.js';
import { ALGORITHM, amzDate, scope, signPolicy, type Credentials } from './sigv4.js';

export type Condition =
  Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PolicyDocument {
  expiration: string;
  conditions: Condition[];
}

export interface IssuedPolicy {
  policy: string;
  signature: string;
  /** Every form field to send, signature included. */
  fields: Record<string, string>;
}

/**
 * Signs a policy for uploads into `bucket` under `keyPrefix`, of `minSize`–`maxSize` bytes, until
 * `expiresAt`. `fields` are further exact-match form fields (success status, metadata) the form must
 * carry; `Content-Type` may be anything (the host records the type from the key's extension).
 */
export function issuePolicy(
  o: {
    bucket: string;
    keyPrefix: string;
    minSize: number;
    maxSize: number;
    expiresAt: Date;
    fields: Record<string, string>;
  },
  c: Credentials,
  now = new Date(),
): IssuedPolicy {
  const { dateTime, date } = amzDate(now);
  const auth = {
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': `${c.accessKey}/${scope(date, c.region, c.service ?? 's3')}`,
    'x-amz-date': dateTime,
  };
  const doc: PolicyDocument = {
    expiration: o.expiresAt.toISOString(),
    conditions: [
      { bucket: o.bucket },
      ['starts-with', '$key', o.keyPrefix],
      ['starts-with', '$Content-Type', ''],
      ['content-length-range', o.minSize, o.maxSize],
      ...Object.entries({ ...o.fields, ...auth }).map(([k, v]) => ({ [k]: v })),
    ],
  };
  const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
  const signature = signPolicy(policy, c, date);
  return { policy, signature, fields: { ...o.fields, ...auth, policy, 'x-amz-signature': signature } };
}

/** A refusal of the storage host: 403 for authorisation (as S3 answers), 400 for a bad form. */
function hostRefusal(status: 400 | 403, field: string, reason: Text): never {
  throw fieldError(status, field, reason);
}

/** What a verified form allows: the key's prefix and the size range the file must fall in. */
export interface Allowed {
  keyPrefix: string;
  minSize: number;
  maxSize: number;
}

const IGNORED = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Checks the fields of a POST form (all of them but the file) against its signed policy. Field names
 * are matched case-insensitively, as S3 does. Answers the key prefix and size range to enforce while
 * the file streams in.
 */
export function verifyForm(
  form: Record<string, string>,
  o: { bucket: string; credentials: Credentials },
  now = new Date(),
): Allowed {
  const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k.toLowerCase(), v]));
  const policy = fields.policy;
  if (!policy) hostRefusal(403, 'policy', text('upload.policy.missing'));
  if (fields['x-amz-algorithm'] !== ALGORITHM)
    hostRefusal(400, 'x-amz-algorithm', text('upload.policy.algorithm', { algorithm: ALGORITHM }));
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/.exec(
    fields['x-amz-credential'] ?? '',
  );
  if (!credential) hostRefusal(400, 'x-amz-credential', text('upload.policy.credentialFormat'));
  const [, accessKey, date, region, service] = credential;
  const c = o.credentials;
  if (accessKey !== c.accessKey) hostRefusal(403, 'x-amz-credential', text('upload.policy.accessKeyUnknown'));
  if (region !== c.region || service !== (c.service ?? 's3')) {
    hostRefusal(403, 'x-amz-credential', text('upload.policy.scopeMismatch'));
  }
  const given = fields['x-amz-signature'] ?? '';
  const expected = signPolicy(policy, c, date!);
  if (
    given.length !== expected.length ||
    !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  ) {
    hostRefusal(403, 'x-amz-signature', text('upload.policy.signatureMismatch'));
  }

  let doc: PolicyDocument;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    return hostRefusal(400, 'policy', text('upload.policy.invalid'));
  }
  const expires = Date.parse(doc.expiration);
  if (!Number.isFinite(expires) || !Array.isArray(doc.conditions)) {
    hostRefusal(400, 'policy', text('upload.policy.invalid'));
  }
  if (expires <= now.getTime()) hostRefusal(403, 'policy', text('upload.policy.expired'));

  const covered = new Set<string>();
  let keyPrefix: string | undefined;
  let minSize = 0;
  let maxSize = Number.MAX_SAFE_INTEGER;
  const value = (name: string) => (name === 'bucket' ? o.bucket : (fields[name] ?? ''));
  for (const condition of doc.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition;
      if (op === 'content-length-range') {
        minSize = Number(a);
        maxSize = Number(b);
        continue;
      }
      const name = String(a).replace(/^\$/, '').toLowerCase();
      covered.add(name);
      const v = value(name);
      const holds = op === 'eq' ? v === b : op === 'starts-with' ? v.startsWith(String(b)) : false;
      if (!holds) hostRefusal(403, name, text('upload.policy.condition', { op, value: String(b) }));
      if (name === 'key' && op === 'starts-with') keyPrefix = String(b);
      if (name === 'key' && op === 'eq') keyPrefix = String(b);
    } else {
      for (const [k, v] of Object.entries(condition)) {
        const name = k.toLowerCase();
        covered.add(name);
        if (value(name) !== v) hostRefusal(403, name, text('upload.policy.mustEqual', { value: v }));
      }
    }
  }
  for (const name of Object.keys(fields)) {
    if (!IGNORED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name)) {
      hostRefusal(403, name, text('upload.policy.fieldNotAllowed'));
    }
  }
  if (!fields.key) hostRefusal(400, 'key', text('upload.policy.keyMissing'));
  if (keyPrefix === undefined) hostRefusal(403, 'key', text('upload.policy.keyUnbounded'));
  return { keyPrefix, minSize, maxSize };
}
