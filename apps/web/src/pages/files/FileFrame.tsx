import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedFile } from './fileSource';
import type { FileQuery, FileRefusal } from './viewer';
import './files.css';

/** An object URL for the downloaded bytes, revoked when the page no longer shows them. */
function useBlobUrl(file: LoadedFile | undefined): string | undefined {
  const url = useMemo(
    () => (file ? URL.createObjectURL(new Blob([file.bytes], { type: file.contentType })) : undefined),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The page around every viewer: the file's name, the viewer's tools and the download (of the bytes
 * already fetched when there are some, so that it works with the bearer header alone).
 */
export function FileFrame({
  query,
  file,
  tools,
  downloadable = true,
  children,
}: {
  query?: FileQuery;
  file?: LoadedFile;
  tools?: ReactNode;
  /** False when the download was refused: its link would be refused too. */
  downloadable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('documents');
  const blobUrl = useBlobUrl(file);
  const href = downloadable ? (blobUrl ?? query?.fileUrl) : undefined;
  return (
    <div className="file-frame">
      <div className="file-frame__bar">
        <FileOutlined />
        <span className="file-frame__name" title={query?.name}>
          {query?.name ?? t('fileview.title')}
        </span>
        <div className="file-frame__tools">
          {tools}
          {href && (
            <Button icon={<DownloadOutlined />} href={href} download={query?.name}>
              {t('fileview.download')}
            </Button>
          )}
        </div>
      </div>
      <div className="file-frame__body">{children}</div>
    </div>
  );
}

/** Centred content of the frame's body (a spinner, a refusal, a card). */
export function Centered({ children }: { children: ReactNode }) {
  return <div className="file-frame__center">{children}</div>;
}

export function Loading({ tip }: { tip?: string }) {
  const { t } = useTranslation('documents');
  return (
    <Centered>
      <Spin size="large" tip={tip ?? t('fileview.loading')}>
        <div style={{ width: 160, height: 80 }} />
      </Spin>
    </Centered>
  );
}

const STATUS_OF: Record<FileRefusal, '403' | '404' | 'warning' | 'error'> = {
  missing: 'warning',
  offSite: 'error',
  signIn: '403',
  forbidden: '403',
  notFound: '404',
  failed: 'error',
};

/** Why the file is not shown; the server's own words below when it gave some. */
export function Refusal({ refusal, detail }: { refusal: FileRefusal; detail?: string }) {
  const { t } = useTranslation('documents');
  const title = t(`fileview.refusal.${refusal}`);
  return (
    <Centered>
      <Result
        status={STATUS_OF[refusal]}
        title={title}
        subTitle={detail && detail !== title ? detail : undefined}
        extra={
          refusal === 'signIn' ? (
            <Button type="primary" href="/">
              {t('fileview.signIn')}
            </Button>
          ) : undefined
        }
      />
    </Centered>
  );
}

/** A file no viewer shows (or a presentation): its name, why, and the download. */
export function DownloadCard({ query, title, hint }: { query: FileQuery; title?: string; hint?: string }) {
  const { t } = useTranslation('documents');
  return (
    <Centered>
      <Result
        icon={<FileOutlined />}
        title={title ?? t('fileview.unsupported.title')}
        subTitle={
          <>
            <div>{query.name}</div>
            <div>{hint ?? t('fileview.unsupported.hint')}</div>
          </>
        }
        extra={
          <Button type="primary" icon={<DownloadOutlined />} href={query.fileUrl} download={query.name}>
            {t('fileview.download')}
          </Button>
        }
      />
    </Centered>
  );
}

/** A file that was fetched but that its viewer could not read (a damaged docx, a locked PDF). */
export function Unreadable({ reason }: { reason: string }) {
  const { t } = useTranslation('documents');
  return (
    <Centered>
      <Result status="warning" title={t('fileview.unreadable', { reason })} />
    </Centered>
  );
}
