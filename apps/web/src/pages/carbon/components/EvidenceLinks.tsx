// Evidence of an activity row (invoices, meter photos): each upload key as a link that downloads the
// file from the upload module (the session cookie authorises it, as for every attachment).
import { PaperClipOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { UPLOAD_PREFIX } from '../../../api/upload';
import { PreviewLink } from '../../files/PreviewLink';

/** The download address of an upload key; a value that is already an address is kept. */
export function evidenceUrl(key: string): string {
  if (key.startsWith('/') || /^https?:\/\//.test(key)) return key;
  return `${UPLOAD_PREFIX}/file/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The file's name: the last part of its key, without the upload time the key starts with. */
export function evidenceName(key: string): string {
  const last = decodeURIComponent(key.split('?')[0]!.split('/').pop() ?? key);
  return last.replace(/^\d{10}(?=.)/, '');
}

export function EvidenceLinks({ keys }: { keys: readonly string[] }) {
  if (keys.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {keys.map((key) => (
        <Space key={key} size={12}>
          <Typography.Link href={evidenceUrl(key)} target="_blank" rel="noreferrer">
            <PaperClipOutlined /> {evidenceName(key)}
          </Typography.Link>
          <PreviewLink url={evidenceUrl(key)} name={evidenceName(key)} />
        </Space>
      ))}
    </Space>
  );
}
