// One report submission: who sent it (if they said) and from where, what they filled in shown in the
// form it was filled in (read-only), and its handling: in hand or handled, with a reply.
import type { ReportSubmissionDetail } from '@platform/contract';
import type { FormData } from '@platform/form-core';
import { FormRenderer } from '@platform/form-renderer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Flex, Input, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentQueryKeys, getReport, handleReport } from '../../../api/content';
import { parseTime } from '../../../utils/time';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { ReportStatusTag } from './status';

export function ReportDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.reports' });
  const detail = useQuery({
    queryKey: contentQueryKeys.report(id ?? ''),
    queryFn: () => getReport(id!),
    enabled: !!id,
  });
  return (
    <Drawer open={!!id} onClose={onClose} size={720} title={t('detailTitle')} destroyOnHidden>
      {detail.data ? <ReportDetail report={detail.data} /> : <Spin />}
    </Drawer>
  );
}

function ReportDetail({ report }: { report: ReportSubmissionDetail }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.reports' });
  const { message } = App.useApp();
  const client = useQueryClient();
  const [reply, setReply] = useState(report.reply ?? '');
  const handle = useMutation({
    mutationFn: (status: 1 | 2) => handleReport({ id: report.id, status, reply: reply.trim() }),
    onSuccess: async () => {
      message.success(t('updated'));
      await client.invalidateQueries({ queryKey: contentQueryKeys.reports });
    },
  });
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'createdAt', label: t('createdAt'), children: parseTime(report.createdAt) },
          { key: 'status', label: t('status'), children: <ReportStatusTag status={report.status} /> },
          {
            key: 'contactName',
            label: t('contactName'),
            children: <span data-user-data>{report.contactName ?? t('anonymous')}</span>,
          },
          { key: 'contactPhone', label: t('contactPhone'), children: report.contactPhone ?? '-' },
          { key: 'ip', label: t('ip'), children: report.ip ?? '-' },
          {
            key: 'handled',
            label: t('handledBy'),
            children: report.handledBy ? (
              <span data-user-data>
                {report.handledBy} {report.handledAt ? parseTime(report.handledAt) : ''}
              </span>
            ) : (
              '-'
            ),
          },
        ]}
      />
      <Typography.Title level={5}>{t('submitted')}</Typography.Title>
      <SubmittedData report={report} />
      <Typography.Title level={5}>{t('reply')}</Typography.Title>
      <Input.TextArea
        rows={4}
        maxLength={2000}
        showCount
        value={reply}
        placeholder={t('replyPlaceholder')}
        onChange={(e) => setReply(e.target.value)}
      />
      <Flex gap={8}>
        <Button loading={handle.isPending && handle.variables === 1} onClick={() => handle.mutate(1)}>
          {t('setInHand')}
        </Button>
        <Button
          type="primary"
          loading={handle.isPending && handle.variables === 2}
          onClick={() => handle.mutate(2)}
        >
          {t('setHandled')}
        </Button>
      </Flex>
    </Flex>
  );
}

function SubmittedData({ report }: { report: ReportSubmissionDetail }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.reports' });
  const { core } = useFormTranslates();
  const loaded = useMemo(
    () => (report.form ? loadTemplate(report.form.json, core) : undefined),
    [report, core],
  );
  if (!loaded || 'error' in loaded) {
    return (
      <div>
        <Typography.Paragraph type="secondary">{t('formGone')}</Typography.Paragraph>
        <pre data-user-data style={{ whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(report.data, null, 2)}
        </pre>
      </div>
    );
  }
  return (
    <FormTexts>
      <div data-user-data>
        <FormRenderer template={loaded.template} data={report.data as FormData} mode="disabled" />
      </div>
    </FormTexts>
  );
}
