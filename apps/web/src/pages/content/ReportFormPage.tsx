// The public report form (/reportform): the page's text, then the form the receiving organisation
// chose (the form renderer), optional contact details, and the answer once it is received. Without a
// receiver (the platform's page and no ?tenant) the text shows and the form does not.
import type { PublicContentPage } from '@platform/contract';
import type { FormData } from '@platform/form-core';
import { FormRenderer, RendererTextProvider, type FormRendererHandle } from '@platform/form-renderer';
import { Alert, Button, Divider, Form, Input, Result, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitReport } from '../../api/content';
import { RequestError } from '../../api/request';
import { loadTemplate } from '../forms/loadTemplate';
import { PublishedPage } from './ContentPage';

export function ReportFormPage() {
  return (
    <PublishedPage kind="reportform">
      {(page, { tenant, language }) => <ReportSection page={page} tenant={tenant} language={language} />}
    </PublishedPage>
  );
}

type TypedT = (key: string, params?: Record<string, unknown>) => string;

function ReportSection({
  page,
  tenant,
  language,
}: {
  page: PublicContentPage;
  tenant: string | undefined;
  language: 'zh-CN' | 'en-US';
}) {
  const { t } = useTranslation('documents');
  const [sent, setSent] = useState<string>();
  const [round, setRound] = useState(0);
  if (!page.receiver) return <Alert type="info" showIcon title={t('content.report.noReceiver')} />;
  if (!page.form) return <Alert type="info" showIcon title={t('content.report.noForm')} />;
  if (sent) {
    return (
      <Result
        status="success"
        title={t('content.report.successTitle')}
        subTitle={t('content.report.successText', { id: sent })}
        extra={
          <Button
            onClick={() => {
              setSent(undefined);
              setRound((r) => r + 1);
            }}
          >
            {t('content.report.again')}
          </Button>
        }
      />
    );
  }
  return (
    <ReportFormBody
      key={round}
      json={page.form.json}
      formVersion={page.form.version}
      receiver={page.receiver.name}
      onSubmit={async (data, contact) => {
        const answer = await submitReport(tenant, language, {
          formVersion: page.form!.version,
          data,
          ...contact,
        });
        setSent(answer.id.slice(0, 8).toUpperCase());
      }}
    />
  );
}

interface Contact {
  contactName?: string;
  contactPhone?: string;
}

function ReportFormBody({
  json,
  receiver,
  onSubmit,
}: {
  json: string;
  formVersion: number;
  receiver: string;
  onSubmit: (data: Record<string, unknown>, contact: Contact) => Promise<void>;
}) {
  const { t } = useTranslation(['documents', 'renderer']);
  const renderer = useRef<FormRendererHandle>(null);
  const [contact] = Form.useForm<Contact>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const translate = t as unknown as TypedT;
  const rendererText = useMemo(
    () => (key: string, params?: Record<string, unknown>) => translate(`renderer:${key}`, params),
    [translate],
  );
  const loaded = useMemo(
    () => loadTemplate(json, (key, params) => translate(`renderer:core.${key}`, params)),
    [json, translate],
  );
  if ('error' in loaded) {
    return (
      <Typography.Text type="danger">
        {t('content.report.formFailed', { reason: loaded.error })}
      </Typography.Text>
    );
  }

  const submit = async () => {
    setProblem(undefined);
    let data: FormData;
    let details: Contact;
    try {
      [data, details] = await Promise.all([renderer.current!.getData(), contact.validateFields()]);
    } catch {
      setProblem(t('content.report.fixErrors'));
      return;
    }
    setSending(true);
    try {
      await onSubmit(data as Record<string, unknown>, {
        ...(details.contactName?.trim() ? { contactName: details.contactName.trim() } : {}),
        ...(details.contactPhone?.trim() ? { contactPhone: details.contactPhone.trim() } : {}),
      });
    } catch (e) {
      setProblem(e instanceof RequestError ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="content-report-form">
      <Divider />
      <Typography.Paragraph type="secondary">
        {t('content.report.receiver', { name: receiver })}
      </Typography.Paragraph>
      <RendererTextProvider translate={rendererText}>
        <div data-user-data>
          <FormRenderer ref={renderer} template={loaded.template} mode="edit" />
        </div>
      </RendererTextProvider>
      <Typography.Title level={5}>{t('content.report.contact')}</Typography.Title>
      <Form form={contact} layout="inline" name="reportContact">
        <Form.Item name="contactName" label={t('content.report.contactName')} rules={[{ max: 50 }]}>
          <Input maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('content.report.contactPhone')}
          rules={[{ pattern: /^[\d+\-() ]{5,20}$/, message: t('content.report.phoneInvalid') }]}
        >
          <Input maxLength={20} style={{ width: 180 }} />
        </Form.Item>
      </Form>
      <Space direction="vertical" style={{ marginTop: 24, width: '100%' }}>
        {problem && <Alert type="error" showIcon title={problem} />}
        <Button type="primary" size="large" loading={sending} onClick={() => void submit()}>
          {t('content.report.submit')}
        </Button>
      </Space>
    </div>
  );
}
