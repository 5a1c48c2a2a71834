// What the verifier does on a verification: sample an activity row (ok or issue, with a note), raise
// a finding (on a row, a source or the whole inventory), close a finding, issue the statement, or
// return the inventory for correction. Each action reloads the verification.
import type { CarbonVerificationDetail, VerificationActivity } from '@platform/contract';
import { ASSURANCE_LEVELS, CARBON_TEXT_MAX, FINDING_SEVERITIES } from '@platform/contract/carbon-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { showFieldRefusals } from '../../../components/list';
import { labelOptions } from '../components';
import { openFindingsOf } from './parts';
import { verifyQueryKeys } from './queries';

/** A mutation that says `done`, reloads every verification read, then runs `after`. */
function useVerifyAction<V>(run: (values: V) => Promise<unknown>, done: string, after?: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void message.success(done);
      void queryClient.invalidateQueries({ queryKey: verifyQueryKeys.all });
      after?.();
    },
  });
}

function FormModal({
  open,
  title,
  name,
  pending,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  name: string;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ htmlType: 'submit', form: name }}
      confirmLoading={pending}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

export function SampleModal({
  verificationId,
  row,
  onClose,
}: {
  verificationId: string;
  row: VerificationActivity | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon');
  const sample = useVerifyAction(
    (values: { result: 'ok' | 'issue'; note?: string }) =>
      carbonApi.sample({
        verificationId,
        activityId: row!.activityId,
        result: values.result,
        note: values.note,
      }),
    t('verify.rows.sampled'),
    onClose,
  );
  return (
    <FormModal
      open={row !== undefined}
      title={t('verify.rows.sampleTitle')}
      name="carbonSampleForm"
      pending={sample.isPending}
      onClose={onClose}
    >
      <Form
        name="carbonSampleForm"
        layout="vertical"
        initialValues={{ result: row?.result ?? 'ok', note: '' }}
        onFinish={(values: { result: 'ok' | 'issue'; note?: string }) => sample.mutate(values)}
      >
        <Form.Item name="result" label={t('verify.rows.result')}>
          <Radio.Group
            options={[
              { value: 'ok', label: t('verify.rows.ok') },
              { value: 'issue', label: t('verify.rows.issue') },
            ]}
          />
        </Form.Item>
        <Form.Item name="note" label={t('verify.rows.note')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** `target`: undefined closed; otherwise the row the finding is about, if any. */
export function RaiseFindingModal({
  detail,
  target,
  onClose,
}: {
  detail: CarbonVerificationDetail;
  target: { activityId?: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon');
  const [form] = Form.useForm();
  const raise = useVerifyAction(
    (values: { severity: string; sourceId?: string; text: string }) =>
      carbonApi.addFinding({
        verificationId: detail.id,
        activityId: target?.activityId,
        sourceId: values.sourceId,
        severity: values.severity,
        text: values.text,
      }),
    t('verify.findings.raised'),
    onClose,
  );
  return (
    <FormModal
      open={target !== undefined}
      title={t('verify.findings.raise')}
      name="carbonFindingForm"
      pending={raise.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        name="carbonFindingForm"
        layout="vertical"
        initialValues={{ severity: 'misstatement', text: '' }}
        onFinish={(values: { severity: string; sourceId?: string; text: string }) =>
          raise.mutate(values, { onError: (error) => showFieldRefusals(form, error) })
        }
      >
        <Form.Item name="severity" label={t('verify.findings.severity')}>
          <Radio.Group options={labelOptions('findingSeverities', FINDING_SEVERITIES)} />
        </Form.Item>
        {!target?.activityId && (
          <Form.Item name="sourceId" label={t('verify.findings.source')}>
            <Select
              allowClear
              placeholder={t('verify.findings.sourcePlaceholder')}
              options={detail.figures.bySource.map((source) => ({
                value: source.sourceId,
                label: source.name,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="text"
          label={t('verify.findings.text')}
          rules={[{ required: true, whitespace: true, message: t('verify.findings.textRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={CARBON_TEXT_MAX} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

export function useCloseFinding() {
  const { t } = useTranslation(['carbon', 'common']);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  return (id: string) =>
    modal.confirm({
      title: t('common:systemNotice'),
      content: t('verify.findings.closeConfirm'),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: () =>
        carbonApi.closeFinding(id).then(
          () => {
            void message.success(t('verify.findings.closed'));
            void queryClient.invalidateQueries({ queryKey: verifyQueryKeys.all });
          },
          () => undefined,
        ),
    });
}

interface StatementValues {
  assurance: (typeof ASSURANCE_LEVELS)[number];
  materiality: string;
  opinion: string;
}

/** The statement form; its button stays disabled, with the reason, while findings are open. */
export function StatementForm({ detail }: { detail: CarbonVerificationDetail }) {
  const { t } = useTranslation('carbon');
  const [form] = Form.useForm<StatementValues>();
  const open = openFindingsOf(detail);
  const issue = useVerifyAction(
    (values: StatementValues) => carbonApi.issueStatement({ verificationId: detail.id, ...values }),
    t('verify.statement.issued'),
  );
  return (
    <Form<StatementValues>
      form={form}
      name="carbonStatementForm"
      layout="vertical"
      initialValues={{ assurance: 'reasonable', materiality: '5', opinion: '' }}
      onFinish={(values) => issue.mutate(values, { onError: (error) => showFieldRefusals(form, error) })}
    >
      <Form.Item
        name="assurance"
        label={t('verify.statement.assurance')}
        rules={[{ required: true, message: t('verify.statement.assuranceRequired') }]}
      >
        <Radio.Group options={labelOptions('assuranceLevels', ASSURANCE_LEVELS)} />
      </Form.Item>
      <Form.Item
        name="materiality"
        label={t('verify.statement.materiality')}
        rules={[
          { required: true, message: t('verify.statement.materialityRequired') },
          { pattern: /^(?=.*[1-9])\d{1,14}(\.\d{1,10})?$/, message: t('verify.statement.materialityFormat') },
        ]}
      >
        <Input inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="opinion"
        label={t('verify.statement.opinion')}
        rules={[{ required: true, whitespace: true, message: t('verify.statement.opinionRequired') }]}
      >
        <Input.TextArea rows={5} maxLength={CARBON_TEXT_MAX} />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {open > 0 && (
          <Alert type="warning" showIcon title={t('verify.statement.openFindings', { count: open })} />
        )}
        <Button type="primary" htmlType="submit" disabled={open > 0} loading={issue.isPending}>
          {t('verify.statement.issue')}
        </Button>
      </Space>
    </Form>
  );
}

export function ReturnModal({
  verificationId,
  open,
  onClose,
}: {
  verificationId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon');
  const back = useVerifyAction(
    (values: { comment: string }) => carbonApi.returnVerification(verificationId, values.comment),
    t('verify.return.returned'),
    onClose,
  );
  return (
    <FormModal
      open={open}
      title={t('verify.return.title')}
      name="carbonReturnForm"
      pending={back.isPending}
      onClose={onClose}
    >
      <Form
        name="carbonReturnForm"
        layout="vertical"
        onFinish={(values: { comment: string }) => back.mutate(values)}
      >
        <Form.Item
          name="comment"
          label={t('verify.return.comment')}
          rules={[{ required: true, whitespace: true, message: t('verify.return.commentRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={CARBON_TEXT_MAX} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
