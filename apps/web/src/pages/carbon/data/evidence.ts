// A reading's evidence is kept as upload keys; the upload widget holds files by their URL, which is
// the upload module's file address of the key.
import type { UploadedRef } from '../../../components/upload';
import { UPLOAD_PREFIX } from '../../../api/upload';

const FILE_PATH = `${UPLOAD_PREFIX}/file/`;

export const urlOfKey = (key: string) => `${FILE_PATH}${key.split('/').map(encodeURIComponent).join('/')}`;

export function keyOfUrl(url: string): string {
  const path = url.startsWith(FILE_PATH) ? url.slice(FILE_PATH.length) : url;
  return path.split('/').map(decodeURIComponent).join('/');
}

export const filesOfKeys = (keys: readonly string[]): UploadedRef[] =>
  keys.map((key) => ({ name: key.split('/').at(-1) ?? key, url: urlOfKey(key) }));
