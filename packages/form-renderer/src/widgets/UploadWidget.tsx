// uploadImg and uploadFile (spec §3, §4): checks, then the host's signed upload; the value is the list
// of `{ name, size, url }`; removal by name. Refusals show under the control, naming the reason.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { UploadImgItem, UploadFileItem, UploadedFile } from '@platform/form-core';
import { useRenderer } from '../context';
import { useRendererText } from '../i18n';
import { countLimit, filesOf, refuseFile, withoutFile } from './uploadRules';
import type { WidgetProps } from './types';

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

export function UploadWidget(props: WidgetProps<UploadImgItem | UploadFileItem>) {
  const { item, id, value, onChange, disabled } = props;
  const { uploader } = useRenderer();
  const t = useRendererText();
  const o = item.options;
  const image = item.type === 'uploadImg';
  const files = filesOf(value);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string>();
  // The newest value while uploads finish one after another (props lag behind between renders).
  const latest = useRef(files);
  latest.current = files;
  const listType = o.listType ?? (image ? 'picture-card' : 'text');
  const previewOf = (f: UploadFile) =>
    f.status === 'done' && f.url ? uploader?.previewHref?.(f.url, f.name) : undefined;
  const limit = countLimit(o.limit);

  const fileList: UploadFile[] = [
    ...files.map((f, i) => ({
      uid: `${i}-${f.name}`,
      name: f.name,
      status: 'done' as const,
      url: f.url,
      thumbUrl: image ? f.url : undefined,
      size: f.size,
    })),
    ...pending.map((p) => ({ uid: p.uid, name: p.name, status: 'uploading' as const, percent: p.percent })),
  ];

  async function send(file: File, uid: string) {
    if (!uploader) {
      setProblem(t('upload.noUploader'));
      return;
    }
    setPending((list) => [...list, { uid, name: file.name, percent: 0 }]);
    try {
      const stored: UploadedFile = await uploader.upload({
        file,
        onProgress: (percent) =>
          setPending((list) => list.map((p) => (p.uid === uid ? { ...p, percent } : p))),
      });
      if (!stored?.url) {
        setProblem(t('upload.pathNotFound'));
        return;
      }
      const next = [
        ...latest.current,
        { name: stored.name || file.name, size: stored.size ?? file.size, url: stored.url },
      ];
      latest.current = next;
      onChange(next);
      setProblem(undefined);
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : t('upload.failed'));
    } finally {
      setPending((list) => list.filter((p) => p.uid !== uid));
    }
  }

  return (
    <div className="fr-upload">
      <Upload
        id={id}
        listType={listType}
        fileList={fileList}
        multiple={!!o.multiple}
        accept={image ? '.png,.jpg,.jpeg,.bmp' : o.accept || undefined}
        disabled={disabled}
        beforeUpload={(file) => {
          const refusal = refuseFile(
            file,
            latest.current,
            pending.length,
            { image, limitSize: o.limitSize, limit: o.limit, accept: o.accept },
            t,
          );
          if (refusal) {
            setProblem(refusal);
            return Upload.LIST_IGNORE;
          }
          void send(file, file.uid);
          // The upload is ours (signed flow), not antd's XHR.
          return false;
        }}
        onRemove={(f) => {
          if (f.status === 'uploading') return false;
          onChange(withoutFile(latest.current, f.name));
          return true;
        }}
        // A stored file opens in the host's viewer in a new tab: the card's eye, or 预览 after a listed
        // file's name (the name itself still downloads it).
        onPreview={
          listType === 'picture-card'
            ? (f) => {
                const href = previewOf(f);
                if (href) window.open(href, '_blank', 'noopener');
              }
            : undefined
        }
        showUploadList={{
          showRemoveIcon: !disabled,
          extra:
            listType === 'picture-card'
              ? undefined
              : (f) => {
                  const href = previewOf(f);
                  if (!href) return null;
                  // Inside antd's link of the name: a link of its own would nest anchors.
                  const open = (e: SyntheticEvent) => {
                    e.preventDefault();
                    e.stopPropagation();
                    window.open(href, '_blank', 'noopener');
                  };
                  return (
                    <span
                      role="link"
                      tabIndex={0}
                      className="fr-upload-preview"
                      data-href={href}
                      onClick={open}
                      onKeyDown={(e) => (e.key === 'Enter' ? open(e) : undefined)}
                    >
                      {t('upload.preview')}
                    </span>
                  );
                },
        }}
      >
        {disabled || files.length + pending.length >= limit ? null : listType === 'picture-card' ? (
          <button type="button" className="fr-upload-card">
            <PlusOutlined />
            <div>{t('upload.uploadImage')}</div>
          </button>
        ) : (
          <Button icon={<UploadOutlined />}>{t(image ? 'upload.uploadImage' : 'upload.upload')}</Button>
        )}
      </Upload>
      {image && !disabled && <div className="fr-hint">{t('upload.imageTip')}</div>}
      {problem && (
        <div className="fr-error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
