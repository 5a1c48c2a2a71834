// The host services every rendered form of the web app gets: the server's options and dictionaries,
// and uploads through the signed flow of the system's upload calls.
import type { FormUploader } from '@platform/form-renderer';
import { formDataSource } from '../../api/formSources';
import { signedUpload } from '../../components/upload/signedUpload';
import { isSameSitePath, previewHref } from '../../utils/filePreview';

export { formDataSource };

export const formUploader: FormUploader = {
  async upload({ file, onProgress }) {
    const stored = await signedUpload(file, file.type.startsWith('image/') ? 'image' : 'file', onProgress);
    return { name: stored.name, size: stored.size, url: stored.url };
  },
  previewHref: (url, name) => (isSameSitePath(url) ? previewHref(url, name) : undefined),
};
