import type { UploadCategory, UploadedFile } from '@platform/contract';
import { applyPolicy, confirmUpload, postToStorageHost } from '../../api/upload';
import { objectKey } from './uploadRules';

/**
 * The signed flow (spec §7.7): signed parameters from the server, the file POSTed to the storage host
 * under `dir + seconds + cleaned name`, then the stored file from the callback. Failures have been
 * shown to the user when the promise rejects.
 */
export async function signedUpload(
  file: File,
  dir: UploadCategory,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  const policy = await applyPolicy(dir, file);
  const key = objectKey(policy.dir, file.name);
  await postToStorageHost(policy, key, file, onProgress);
  return confirmUpload(policy.callback, key, file.name);
}
