// Files of the audit work (evidence, answers, the application's documents) are kept as { key, name };
// the upload widget holds them by the upload module's address of the key.
import type { CertWorkFile } from '@platform/contract';
import { Space, Typography } from 'antd';
import { UPLOAD_PREFIX } from '../../../api/upload';
import type { UploadedRef } from '../../../components/upload';
import { PreviewLink } from '../../files/PreviewLink';

const FILE_PATH = `${UPLOAD_PREFIX}/file/`;

const urlOfKey = (key: string) => `${FILE_PATH}${key.split('/').map(encodeURIComponent).join('/')}`;

function keyOfUrl(url: string): string {
  const path = url.startsWith(FILE_PATH) ? url.slice(FILE_PATH.length) : url;
  return path.split('/').map(decodeURIComponent).join('/');
}

export const uploadedOf = (files: readonly CertWorkFile[] | undefined): UploadedRef[] =>
  (files ?? []).map((f) => ({ name: f.name, url: urlOfKey(f.key) }));

export const filesOf = (refs: readonly UploadedRef[] | undefined): CertWorkFile[] =>
  (refs ?? []).map((r) => ({ key: keyOfUrl(r.url), name: r.name }));

/** The files as links that open them; a dash when there are none. */
export function FileLinks({ files, empty = '—' }: { files: readonly CertWorkFile[]; empty?: string }) {
  if (files.length === 0) return <>{empty}</>;
  return (
    <Space orientation="vertical" size={0}>
      {files.map((f) => (
        <Space key={f.key} size={12}>
          <Typography.Link href={urlOfKey(f.key)} target="_blank" rel="noreferrer" data-user-data>
            {f.name}
          </Typography.Link>
          <PreviewLink url={urlOfKey(f.key)} name={f.name} />
        </Space>
      ))}
    </Space>
  );
}
