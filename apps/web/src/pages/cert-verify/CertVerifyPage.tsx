// 认证证书查询 (CERT_VERIFY_PAGE, public, no sign-in): the page a certificate's QR code opens
// (`?no=…&code=…`). It shows the certificate's current status as the body's records say today
// (public/certificate): a suspended, withdrawn or expired certificate reads so (ISO/IEC 17021-1 §8.1.3).
// Routed directly (app/router.tsx), outside the shell and the page registry.
import type { CertPublicCertificate } from '@platform/contract';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { decisionApi } from '../../api/cert/decision';
import { sitesText } from '../cert/certificate/sites';
import { CertStatusTag, schemeLabel } from '../cert/components';

interface Query {
  no: string;
  code: string;
}

type Found = { kind: 'found'; certificate: CertPublicCertificate } | { kind: 'missing' };

export default function CertVerifyPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'certificate.verify' });
  const [params, setParams] = useSearchParams();
  const no = params.get('no')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const asked = `${no}\n${code}`;
  const [form] = Form.useForm<Query>();
  // The answer for the number and code in the address (the QR code's, or the form's last query).
  const [answer, setAnswer] = useState<{ asked: string; found: Found }>();

  useEffect(() => {
    if (!no || !code) return;
    let current = true;
    decisionApi.verify(no, code).then(
      (certificate) => current && setAnswer({ asked, found: { kind: 'found', certificate } }),
      () => current && setAnswer({ asked, found: { kind: 'missing' } }),
    );
    return () => {
      current = false;
    };
  }, [asked, no, code]);

  const submit = (values: Query) =>
    setParams({ no: values.no.trim(), code: values.code.trim() }, { replace: true });
  const loading = !!no && !!code && answer?.asked !== asked;
  const found = answer?.asked === asked ? answer.found : undefined;
  const c = found?.kind === 'found' ? found.certificate : undefined;
  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: '48px 16px', background: '#f5f7fa' }}>
      <Card style={{ width: '100%', maxWidth: 760, alignSelf: 'flex-start' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
        <Form
          form={form}
          layout="inline"
          initialValues={{ no, code }}
          onFinish={submit}
          style={{ marginBottom: 24, rowGap: 8 }}
        >
          <Form.Item
            name="no"
            label={t('no')}
            rules={[{ required: true, whitespace: true, message: t('no') }]}
          >
            <Input allowClear maxLength={64} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('code')}
            rules={[{ required: true, whitespace: true, message: t('code') }]}
          >
            <Input allowClear maxLength={64} style={{ width: 180 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading}>
            {t('query')}
          </Button>
        </Form>
        <Spin spinning={loading}>
          {found?.kind === 'missing' && <Alert type="warning" showIcon title={t('notFound')} />}
          {c && (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('status')}>
                <CertStatusTag kind="certificate" status={c.status} />
              </Descriptions.Item>
              {c.statusReason && (
                <Descriptions.Item label={t('statusReason')}>
                  <span data-user-data>{c.statusReason}</span>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('no')}>{c.no}</Descriptions.Item>
              <Descriptions.Item label={t('holder')}>
                <span data-user-data>{c.holder}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('scheme')}>{schemeLabel(c.scheme)}</Descriptions.Item>
              <Descriptions.Item label={t('standard')}>{c.standard}</Descriptions.Item>
              <Descriptions.Item label={t('scope')}>
                <span data-user-data>{c.scope}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('sites')}>
                <span data-user-data>{sitesText(c.sites)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('issuedOn')}>{c.issuedOn}</Descriptions.Item>
              <Descriptions.Item label={t('expiresOn')}>{c.expiresOn}</Descriptions.Item>
              <Descriptions.Item label={t('body')}>
                <span data-user-data>{c.body}</span>
              </Descriptions.Item>
            </Descriptions>
          )}
        </Spin>
      </Card>
    </Flex>
  );
}
