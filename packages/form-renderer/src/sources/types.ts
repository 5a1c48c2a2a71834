// What the renderer asks of its host page: it does no HTTP of its own. The web app passes its api
// module (the one axios client, with the session headers); tests and the bench pass their own.
import type { ChoiceOption, UploadedFile } from '@platform/form-core';

export interface FormDataSource {
  /**
   * GET a URL (a choice field's remoteFunc, a linkage query, an online search) with query parameters;
   * resolves with the parsed response body, in which `dataPath` then finds the list.
   */
  get(url: string, params?: Record<string, unknown>): Promise<unknown>;
  /** The enabled items of the dictionary with this code (getDictDatas), as options. */
  dictionary(code: string): Promise<ChoiceOption[]>;
}

export interface UploadRequest {
  file: File;
  /** Directory prefix of the stored object (the signed policy may impose its own). */
  dir?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Signed upload (spec §7): fetch the policy, POST the file to the storage host, answer the file. */
export interface FormUploader {
  upload(request: UploadRequest): Promise<UploadedFile>;
  /**
   * Where a stored file opens in the host's viewer (a new tab); `undefined` for a file the host does
   * not preview. Without it the list offers no preview.
   */
  previewHref?(url: string, name: string): string | undefined;
}
