import { PlusOutlined } from '@ant-design/icons';
import type { UploadCategory } from '@platform/contract';
import { App, Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedUpload } from './signedUpload';
import { acceptAttribute, DEFAULT_LIMIT_MB, fileRefusal, IMAGE_EXTENSIONS } from './uploadRules';

export interface ImageUploadProps {
  /** The stored image's URL (what a record keeps); empty shows the upload button. */
  value?: string | null;
  /** The new image's URL after an upload, `undefined` after the user removed it. */
  onChange?: (url: string | undefined) => void;
  /** Where the server files it: `image` (default), `avatar`, or `logo` (platform administrators). */
  dir?: Extract<UploadCategory, 'image' | 'avatar' | 'logo'>;
  /** Largest image in MB (default 10, the spec's limit). */
  limitSize?: number;
  /** Label of the upload button and alternative text of the preview. */
  label?: string;
  disabled?: boolean;
}

/**
 * One image with a preview: a picture card that uploads through the signed flow, previews large on
 * click and can be removed. Works as an antd Form control (`value`/`onChange`). Only png, jpg, jpeg
 * and bmp are offered (spec forms.md §5).
 */
export function ImageUpload({
  value,
  onChange,
  dir = 'image',
  limitSize = DEFAULT_LIMIT_MB,
  label: labelGiven,
  disabled = false,
}: ImageUploadProps) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const label = labelGiven ?? t('upload.upload');
  const [uploading, setUploading] = useState<UploadFile>();
  const [previewOpen, setPreviewOpen] = useState(false);

  const fileList: UploadFile[] = uploading
    ? [uploading]
    : value
      ? [{ uid: value, name: label, status: 'done', url: value }]
      : [];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = fileRefusal(file, { accept: IMAGE_EXTENSIONS, limitMb: limitSize });
    if (!refusal) return true;
    void message.error(refusal);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const chosen = file as File & { uid: string };
    const progress = (percent: number) =>
      setUploading({ uid: chosen.uid, name: chosen.name, status: 'uploading', percent });
    progress(0);
    signedUpload(chosen, dir, progress)
      .then((stored) => {
        setUploading(undefined);
        onSuccess?.(stored);
        onChange?.(stored.url);
      })
      .catch((error: Error) => {
        setUploading(undefined);
        onError?.(error);
      });
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept={acceptAttribute(IMAGE_EXTENSIONS)}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onPreview={() => setPreviewOpen(true)}
        onRemove={() => onChange?.(undefined)}
      >
        {/* Always offered: a new image replaces the current one (maxCount 1). */}
        <button type="button" aria-label={label} style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{value ? t('upload.replace') : label}</div>
        </button>
      </Upload>
      {value && (
        <Image
          alt={label}
          src={value}
          style={{ display: 'none' }}
          preview={{ open: previewOpen, onOpenChange: setPreviewOpen }}
        />
      )}
    </>
  );
}
