// 受理 and 不予受理 of one submitted application. Accepting shows the audit days the tenant's
// audit-duration decision proposes for the chosen risk and takes them as the audit days unless the
// reviewer changes them, which needs a reason; refusing needs a reason. Both notify the enterprise.
import type { CertApplication } from '@platform/contract';
import { RISK_LEVELS, type RiskLevel } from '@platform/contract/cert-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Input, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApi, applyQueryKeys, useProposedDays, type AcceptValues } from '../../../api/cert/apply';
import { showFieldRefusals } from '../../../components/list';
import { certOptions, riskLabel, schemeLabel } from '../components';
import { auditDaysOf, needsDaysReason } from './review';

type AcceptForm = Omit<AcceptValues, 'id'>;

export function AcceptDialog({
  application,
  onClose,
}: {
  application?: CertApplication;
  onClose: () => void;
}) {
  // A new dialog per application: risk, days and reason start afresh.
  return application ? (
    <AcceptModal key={application.id} application={application} onClose={onClose} />
  ) : null;
}

function AcceptModal({ application, onClose }: { application: CertApplication; onClose: () => void }) {
  const { t } = useTranslation(['cert', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AcceptForm>();
  const [risk, setRisk] = useState<RiskLevel>('medium');
  /** What the reviewer typed; undefined until they type, while the days follow the proposal. */
  const [typed, setTyped] = useState<string>();
  const proposal = useProposedDays(application.id, risk);
  const proposed = proposal.data?.auditDays;

  useEffect(() => {
    if (proposed !== undefined && typed === undefined) form.setFieldValue('auditDays', proposed);
  }, [proposed, typed, form]);

  const accept = useMutation({
    mutationFn: (values: AcceptForm) =>
      applyApi.accept({
        ...values,
        id: application.id,
        daysReason: needsDaysReason(values.auditDays, proposed) ? values.daysReason : undefined,
      }),
    onSuccess: () => {
      void message.success(t('apply.accept.done'));
      void queryClient.invalidateQueries({ queryKey: applyQueryKeys.all });
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  const reasonNeeded = needsDaysReason(typed ?? proposed, proposed);
  return (
    <Modal
      open
      title={t('apply.accept.title')}
      onCancel={onClose}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'certAcceptForm' }}
      confirmLoading={accept.isPending}
      destroyOnHidden
      width={560}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'ent',
            label: t('myApply.fields.entName'),
            children: <span data-user-data>{application.entName}</span>,
          },
          { key: 'scheme', label: t('myApply.fields.scheme'), children: schemeLabel(application.scheme) },
          { key: 'employees', label: t('myApply.fields.employees'), children: application.employees },
        ]}
      />
      <Form
        form={form}
        name="certAcceptForm"
        layout="vertical"
        initialValues={{ risk: 'medium' }}
        onValuesChange={(changed: Partial<AcceptForm>) => {
          if (changed.risk) setRisk(changed.risk);
          if (changed.auditDays !== undefined) setTyped(changed.auditDays);
        }}
        onFinish={(values) => accept.mutate(values)}
      >
        <Form.Item name="risk" label={t('apply.accept.risk')} rules={[{ required: true }]}>
          <Select options={certOptions('risks', RISK_LEVELS)} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('apply.accept.proposal')}>
          {proposal.isFetching ? (
            <Spin size="small" />
          ) : proposal.isError ? (
            <Alert type="warning" showIcon title={t('apply.accept.proposalFailed')} />
          ) : (
            proposal.data && (
              <span>
                <strong data-testid="proposed-days">{proposal.data.auditDays}</strong>
                {' · '}
                {t('apply.accept.proposalHint', {
                  employees: proposal.data.employees,
                  risk: riskLabel(proposal.data.risk),
                })}
              </span>
            )
          )}
        </Form.Item>
        <Form.Item
          name="auditDays"
          label={t('apply.accept.auditDays')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                auditDaysOf(value) !== undefined
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('apply.accept.auditDaysFormat'))),
            },
          ]}
        >
          <Input style={{ width: 160 }} inputMode="decimal" />
        </Form.Item>
        {reasonNeeded && (
          <Form.Item
            name="daysReason"
            label={t('apply.accept.daysReason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('apply.accept.daysReasonRequired', { proposed: proposed ?? '' }),
              },
            ]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        )}
        <Form.Item name="comment" label={t('apply.accept.comment')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RefuseDialog({
  application,
  onClose,
}: {
  application?: CertApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation(['cert', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const refuse = useMutation({
    mutationFn: ({ reason }: { reason: string }) => applyApi.refuse(application!.id, reason.trim()),
    onSuccess: () => {
      void message.success(t('apply.refuse.done'));
      void queryClient.invalidateQueries({ queryKey: applyQueryKeys.all });
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Modal
      open={application !== undefined}
      title={t('apply.refuse.title')}
      onCancel={onClose}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'certRefuseForm' }}
      confirmLoading={refuse.isPending}
      destroyOnHidden
    >
      {application && (
        <p data-user-data>
          {application.no} · {application.entName}
        </p>
      )}
      <Form form={form} name="certRefuseForm" layout="vertical" onFinish={(values) => refuse.mutate(values)}>
        <Form.Item
          name="reason"
          label={t('apply.refuse.reason')}
          rules={[{ required: true, whitespace: true, message: t('apply.refuse.reasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
