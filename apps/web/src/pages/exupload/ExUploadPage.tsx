import { CheckCircleFilled, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Card, Flex, Form, Input, List, Result, Spin, Typography, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ExUploadPublicInfo } from '@platform/contract';
import { exUpload, exUploadInfo, type ExUploadSenderFields } from '../../api/external-upload';
import { currentLanguage } from '../../i18n';
import { parseTime } from '../../utils/time';
import { fileSize } from './fileSize';

interface Sent {
  uid: string;
  name: string;
  size: number;
  at: string;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The external upload page (/exupload?token=): someone without an account reads what the link asks
 * for and uploads files, one request each, checked here first and again by the server.
 */
export function ExUploadPage() {
  const { t } = useTranslation('documents');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Public routes have no query client: plain state.
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'failed'; reason: string }
    | { status: 'ready'; info: ExUploadPublicInfo }
  >({ status: 'loading' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    exUploadInfo(token).then(
      (info) => live && setState({ status: 'ready', info }),
      (error: Error) => live && setState({ status: 'failed', reason: error.message }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  let body;
  if (!token)
    body = (
      <Result status="warning" title={t('exupload.page.unavailable')} subTitle={t('exupload.page.noToken')} />
    );
  else if (state.status === 'failed')
    body = <Result status="warning" title={t('exupload.page.unavailable')} subTitle={state.reason} />;
  else if (state.status === 'loading')
    body = (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
        <Spin />
        <span>{t('exupload.page.loading')}</span>
      </Flex>
    );
  else
    body = (
      <UploadForm
        token={token}
        info={state.info}
        onReceived={(received) => setState({ status: 'ready', info: { ...state.info, received } })}
      />
    );

  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: '24px 12px', background: '#f5f7fa' }}>
      <Card style={{ width: '100%', maxWidth: 640, alignSelf: 'flex-start' }}>{body}</Card>
    </Flex>
  );
}

function UploadForm({
  token,
  info,
  onReceived,
}: {
  token: string;
  info: ExUploadPublicInfo;
  onReceived: (received: number) => void;
}) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const [form] = Form.useForm<ExUploadSenderFields>();
  const [sent, setSent] = useState<Sent[]>([]);
  // Files on their way or refused; a sent file moves to the list of this visit's files.
  const [pending, setPending] = useState<UploadFile[]>([]);
  const language = currentLanguage();
  const types = info.accept.map((e) => `.${e}`).join(' ');
  const full = info.received >= info.maxFiles;

  const refuse = (text: string) => {
    void message.error(text);
    return Upload.LIST_IGNORE;
  };
  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    try {
      await form.validateFields();
    } catch {
      return refuse(t('exupload.page.fillNameFirst'));
    }
    const ext = extensionOf(file.name);
    if (!info.accept.includes(ext)) return refuse(t('exupload.page.typeRefused', { ext: ext || '-', types }));
    if (file.size > info.maxBytes)
      return refuse(
        t('exupload.page.tooLarge', { name: file.name, size: fileSize(info.maxBytes, language) }),
      );
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const f = file as File & { uid: string };
    exUpload(token, form.getFieldsValue(), f, (percent) => onProgress?.({ percent }))
      .then((received) => {
        onSuccess?.(received);
        setSent((list) => [
          { uid: f.uid, name: received.name, size: received.size, at: received.createdAt },
          ...list,
        ]);
        onReceived(received.received);
        void message.success(t('exupload.page.uploaded', { name: f.name }));
      })
      .catch((error: Error) => {
        onError?.(error);
        void message.error(t('exupload.page.failed', { name: f.name, reason: error.message }));
      });
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {info.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('exupload.page.from', { tenant: info.tenantName })}
        </Typography.Text>
      </div>
      {info.note && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{info.note}</Typography.Paragraph>
      )}
      <Alert
        type="info"
        showIcon
        title={t('exupload.page.rules')}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('exupload.page.accept', { types })}</li>
            <li>{t('exupload.page.maxSize', { size: fileSize(info.maxBytes, language) })}</li>
            <li>{t('exupload.page.maxFiles', { max: info.maxFiles, received: info.received })}</li>
            <li>{t('exupload.page.expires', { time: parseTime(info.expiresAt, '{y}-{m}-{d} {h}:{i}') })}</li>
          </ul>
        }
      />
      {full ? (
        <Result status="success" title={t('exupload.page.full')} />
      ) : (
        <>
          <Form form={form} layout="vertical" requiredMark>
            <Typography.Text strong>{t('exupload.page.sender')}</Typography.Text>
            <Form.Item
              name="uploaderName"
              label={t('exupload.page.name')}
              rules={[{ required: true, whitespace: true, message: t('exupload.page.nameRequired') }]}
              style={{ marginTop: 8 }}
            >
              <Input maxLength={50} placeholder={t('exupload.page.namePlaceholder')} autoComplete="name" />
            </Form.Item>
            <Form.Item name="uploaderOrg" label={t('exupload.page.org')}>
              <Input
                maxLength={100}
                placeholder={t('exupload.page.orgPlaceholder')}
                autoComplete="organization"
              />
            </Form.Item>
            <Form.Item name="uploaderPhone" label={t('exupload.page.phone')} style={{ marginBottom: 0 }}>
              <Input
                maxLength={30}
                placeholder={t('exupload.page.phonePlaceholder')}
                autoComplete="tel"
                inputMode="tel"
              />
            </Form.Item>
          </Form>
          <Upload.Dragger
            multiple
            accept={info.accept.map((e) => `.${e}`).join(',')}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            fileList={pending}
            onChange={({ fileList }) => setPending(fileList.filter((f) => f.status !== 'done'))}
            showUploadList={{ showRemoveIcon: true }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('exupload.page.drop')}</p>
            <p className="ant-upload-hint">{t('exupload.page.dropHint')}</p>
          </Upload.Dragger>
        </>
      )}
      {sent.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>{t('exupload.page.mine')}</Typography.Text>}
          bordered
          dataSource={sent}
          rowKey="uid"
          renderItem={(item) => (
            <List.Item>
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <CheckCircleFilled style={{ color: '#52c41a' }} />
                <Typography.Text ellipsis>{item.name}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {fileSize(item.size, language)} · {parseTime(item.at, '{h}:{i}:{s}')}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('exupload.page.privacy')}
      </Typography.Text>
    </Flex>
  );
}
