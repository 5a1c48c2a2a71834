// The enterprise's view of an application's audits (inside 申请记录's detail): each audit of the
// programme with its dates, team leader and status, the issued letter and plan to open, and the plan
// to confirm or to ask changes to (with a reason; the body plans again).
import type { CertAuditSummary } from '@platform/contract';
import { AuditStatus } from '@platform/contract/cert-model';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programmeApi, programmeKeys, useAuditPage } from '../../../api/cert/programme';
import { showFieldRefusals } from '../../../components/list';
import { auditKindText, dateRange } from '../auditplan/auditColumns';
import { letterHref, letterIssued, planHref } from '../auditplan/letterLinks';
import { CertStatusTag } from '../components';

function ChangeDialog({ audit, onClose }: { audit: CertAuditSummary | null; onClose: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'plan.client' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    setSaving(true);
    try {
      await programmeApi.requestChange(audit!.id, reason.trim());
      void message.success(t('changeSent'));
      await queryClient.invalidateQueries({ queryKey: programmeKeys.all });
      onClose();
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={!!audit}
      title={t('changeTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name="certPlanChange" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ClientAudits({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('cert', { keyPrefix: 'plan.client' });
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const audits = useAuditPage({ pageIndex: 1, pageSize: 50 }, { applicationId });
  const [changing, setChanging] = useState<CertAuditSummary | null>(null);
  const confirm = (a: CertAuditSummary) =>
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmContent', { dates: dateRange(a) }),
      onOk: async () => {
        await programmeApi.confirmPlan(a.id);
        void message.success(t('confirmed'));
        await queryClient.invalidateQueries({ queryKey: programmeKeys.all });
      },
    });
  return (
    <>
      <Table<CertAuditSummary>
        size="small"
        rowKey="id"
        pagination={false}
        loading={audits.isFetching}
        dataSource={audits.data?.items ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            key: 'kind',
            title: t('columns.kind'),
            width: 140,
            render: (_, a) => auditKindText(a.kind, a.seq),
          },
          {
            key: 'due',
            title: t('columns.dueDate'),
            dataIndex: 'dueDate',
            width: 110,
            render: (d: string | null) => d ?? '-',
          },
          { key: 'dates', title: t('columns.dates'), width: 200, render: (_, a) => dateRange(a) },
          {
            key: 'leader',
            title: t('columns.leader'),
            dataIndex: 'leaderName',
            width: 100,
            render: (n: string | null) => n ?? '-',
          },
          {
            key: 'status',
            title: t('columns.status'),
            dataIndex: 'status',
            width: 120,
            render: (s: number) => <CertStatusTag kind="audit" status={s} />,
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            width: 260,
            render: (_, a) => (
              <Space size={0} wrap>
                {letterIssued(a) && (
                  <>
                    <Button type="link" href={letterHref(a)} target="_blank" rel="noopener">
                      {t('letter')}
                    </Button>
                    <Button type="link" href={planHref(a)} target="_blank" rel="noopener">
                      {t('plan')}
                    </Button>
                  </>
                )}
                {a.status === AuditStatus.issued && (
                  <>
                    <Button type="link" onClick={() => confirm(a)}>
                      {t('confirm')}
                    </Button>
                    <Button type="link" onClick={() => setChanging(a)}>
                      {t('askChange')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ChangeDialog audit={changing} onClose={() => setChanging(null)} />
    </>
  );
}
