import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { issuePolicy, verifyForm } from './policy.js';
import type { Credentials } from './sigv4.js';

const credentials: Credentials = { accessKey: 'local', secretKey: 's3cr3t'.repeat(6), region: 'local' };
const now = new Date('2025-03-01T08:00:00Z');
const issued = issuePolicy(
  {
    bucket: 'local',
    keyPrefix: 'tenant/avatar/abc/',
    minSize: 1,
    maxSize: 1000,
    expiresAt: new Date(now.getTime() + 600_000),
    fields: { success_action_status: '200', 'x-amz-meta-uploader': 'u1' },
  },
  credentials,
  now,
);
const form = (extra: Record<string, string> = {}) => ({
  ...issued.fields,
  key: 'tenant/avatar/abc/1740816000a.png',
  'Content-Type': 'image/png',
  ...extra,
});
const check = (f: Record<string, string>, at = now) => verifyForm(f, { bucket: 'local', credentials }, at);

function refusal(f: () => unknown): { code: number; field: string | undefined } {
  try {
    f();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.problems[0]?.field };
    throw error;
  }
  throw new Error('not refused');
}

describe('POST policies', () => {
  it('accepts a form that meets its policy and answers the prefix and size range', () => {
    expect(check(form())).toEqual({ keyPrefix: 'tenant/avatar/abc/', minSize: 1, maxSize: 1000 });
  });

  it('refuses a forged or tampered policy', () => {
    expect(refusal(() => check(form({ 'x-amz-signature': '0'.repeat(64) })))).toEqual({
      code: 403,
      field: 'x-amz-signature',
    });
    const doc = JSON.parse(Buffer.from(issued.policy, 'base64').toString()) as { conditions: unknown[] };
    doc.conditions[3] = ['content-length-range', 1, 10_000_000];
    const widened = Buffer.from(JSON.stringify(doc)).toString('base64');
    expect(refusal(() => check(form({ policy: widened }))).field).toBe('x-amz-signature');
    const other = { ...credentials, secretKey: 'another-secret-another-secret-0000' };
    const foreign = issuePolicy(
      {
        bucket: 'local',
        keyPrefix: 'x/',
        minSize: 1,
        maxSize: 1,
        expiresAt: new Date(now.getTime() + 1e6),
        fields: {},
      },
      other,
      now,
    );
    expect(refusal(() => check({ ...foreign.fields, key: 'x/1' })).field).toBe('x-amz-signature');
  });

  it('refuses an expired policy, a key outside its prefix and a field it does not name', () => {
    expect(refusal(() => check(form(), new Date(now.getTime() + 601_000)))).toEqual({
      code: 403,
      field: 'policy',
    });
    expect(refusal(() => check(form({ key: 'other-tenant/avatar/abc/1.png' })))).toEqual({
      code: 403,
      field: 'key',
    });
    expect(refusal(() => check(form({ 'x-amz-meta-uploader': 'u2' }))).field).toBe('x-amz-meta-uploader');
    expect(refusal(() => check(form({ acl: 'public-read' }))).field).toBe('acl');
    expect(check(form({ 'x-ignore-note': 'anything' })).keyPrefix).toBe('tenant/avatar/abc/');
  });
});
