// Upload calls (spec §7.7) in the signed flow the widgets use: applyPolicy, a form POST of the file to
// the storage host, then the callback that answers the stored file. The storage host may be another
// origin (an S3 bucket): the form carries only the signed policy fields, never the session headers, so
// it is sent with a bare XMLHttpRequest (which also reports progress), not through the API client.
import type { UploadCategory, UploadedFile, UploadPolicy } from '@platform/contract';
import { i18n } from '../i18n';
import { feedback } from './feedback';
import { request, RequestError } from './request';

// The contract's UPLOAD_PREFIX is a value export, and any value import from the contract pulls zod
// into the bundle.
export const UPLOAD_PREFIX = '/api/api-system/data/upload';

/** Signed parameters for one upload of `file` into a directory of `dir`; a refused type fails here. */
export async function applyPolicy(dir: UploadCategory, file: { name: string; size: number }) {
  return (
    await request<UploadPolicy>({
      method: 'get',
      url: `${UPLOAD_PREFIX}/applyPolicy`,
      params: { dir, fileName: file.name, size: file.size },
    })
  ).data;
}

/** After the storage host accepted the file: the stored file as the server records it. */
export async function confirmUpload(callback: string, key: string, name: string) {
  return (await request<UploadedFile>({ method: 'post', url: callback, data: { key, name } })).data;
}

/**
 * POSTs the form to the storage host: the policy's fields, then `key`, then the file (which S3 wants
 * last). Resolves when the host answers 2xx; `onProgress` gets 0–100. A refusal is shown to the user,
 * like every failed call, and rejects with its text.
 */
export function postToStorageHost(
  policy: UploadPolicy,
  key: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('key', key);
  form.append('Content-Type', file.type || 'application/octet-stream');
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const fail = (text: string, status?: number) => {
      feedback().messageError(text);
      reject(new RequestError(text, status));
    };
    const xhr = new XMLHttpRequest();
    xhr.open('POST', policy.host);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else fail(hostMessage(xhr.status, xhr.responseText), xhr.status);
    };
    xhr.onerror = () => fail(i18n.t('upload.networkFailed'));
    xhr.send(form);
  });
}

/** The embedded host answers the platform's envelope; an S3 store answers XML with a <Message>. */
export function hostMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    if (typeof parsed.msg === 'string' && parsed.msg) return parsed.msg;
  } catch {
    const m = /<Message>([^<]*)<\/Message>/.exec(body);
    if (m?.[1]) return i18n.t('upload.hostRefused', { reason: m[1] });
  }
  return i18n.t('upload.failed', { status });
}
