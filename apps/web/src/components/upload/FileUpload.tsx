import { UploadOutlined } from '@ant-design/icons';
import type { UploadCategory } from '@platform/contract';
import { App, Button, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewInLink } from '../../pages/files/PreviewLink';
import { signedUpload } from './signedUpload';
import {
  acceptAttribute,
  countRefusal,
  DEFAULT_LIMIT_MB,
  DEFAULT_MAX_COUNT,
  FILE_EXTENSIONS,
  fileRefusal,
} from './uploadRules';

/** A file held by the field: what a record keeps (spec forms.md §3 "Uploaded file: name, size, url"). */
export interface UploadedRef {
  name: string;
  url: string;
  size?: number;
}

export interface FileUploadProps {
  value?: UploadedRef[] | null;
  onChange?: (files: UploadedRef[]) => void;
  /** Accepted extensions, lower case without the dot (default: office documents, archives, images). */
  accept?: string[];
  /** Largest file in MB (default 10). */
  limitSize?: number;
  /** Most files the field holds (default 10, minimum 1). */
  maxCount?: number;
  /** Choose several files at once (default true). */
  multiple?: boolean;
  /** Where the server files them (default `file`; `image` for images only). */
  dir?: Extract<UploadCategory, 'file' | 'image'>;
  /** `picture` shows thumbnails of images. */
  listType?: 'text' | 'picture';
  disabled?: boolean;
}

/**
 * A list of files uploaded through the signed flow, each a link that downloads it. Works as an antd
 * Form control (`value`/`onChange`); removing a file filters it out by name (spec forms.md §4).
 */
export function FileUpload({
  value,
  onChange,
  accept = FILE_EXTENSIONS,
  limitSize = DEFAULT_LIMIT_MB,
  maxCount = DEFAULT_MAX_COUNT,
  multiple = true,
  dir = 'file',
  listType = 'text',
  disabled = false,
}: FileUploadProps) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const held = useMemo(() => value ?? [], [value]);
  const max = Math.max(1, maxCount);
  const [inFlight, setInFlight] = useState<UploadFile[]>([]);
  // Uploads finish one by one; each adds to the list as it stands then, not as it stood at the start.
  const latest = useRef(held);
  useEffect(() => {
    latest.current = held;
  }, [held]);

  const fileList: UploadFile[] = [
    ...held.map((f) => ({ uid: f.url, name: f.name, status: 'done' as const, url: f.url, size: f.size })),
    ...inFlight,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal =
      countRefusal(held.length + inFlight.length, batch.indexOf(file), max) ??
      fileRefusal(file, { accept, limitMb: limitSize });
    if (!refusal) return true;
    void message.error(t('upload.fileRefused', { name: file.name, reason: refusal }));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const chosen = file as File & { uid: string };
    const track = (percent: number) =>
      setInFlight((list) => [
        ...list.filter((f) => f.uid !== chosen.uid),
        { uid: chosen.uid, name: chosen.name, status: 'uploading', percent },
      ]);
    const settle = () => setInFlight((list) => list.filter((f) => f.uid !== chosen.uid));
    track(0);
    signedUpload(chosen, dir, track)
      .then((stored) => {
        settle();
        onSuccess?.(stored);
        const next = [...latest.current, { name: stored.name, url: stored.url, size: stored.size }];
        latest.current = next;
        onChange?.(next);
      })
      .catch((error: Error) => {
        settle();
        onError?.(error);
      });
  };

  return (
    <Upload
      listType={listType}
      accept={acceptAttribute(accept)}
      multiple={multiple}
      fileList={fileList}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={(file) => onChange?.(held.filter((f) => f.name !== file.name))}
      // A stored file's 预览 opens the viewer; its name still downloads it.
      showUploadList={{
        extra: (file) =>
          file.status === 'done' && file.url ? <PreviewInLink url={file.url} name={file.name} /> : null,
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || held.length >= max}>
        {t('upload.uploadFile')}
      </Button>
      <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
        {t('upload.hint', { accepted: accept.join(t('listSeparator')), limit: limitSize })}
      </Typography.Text>
    </Upload>
  );
}
