// What the audit team does in an audit's file: record, change and delete findings, verify an answer
// (close) or return it (reopen), and — the leader — write, issue and complete the report.
import type { CertFinding, CertWorkAuditFile } from '@platform/contract';
import { AUDIT_RECOMMENDATIONS, CertFindingKind, CertFindingStatus } from '@platform/contract/cert-model';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditWorkApi } from '../../../api/cert/audit';
import { RowAction, showFieldRefusals } from '../../../components/list';
import { FileUpload, type UploadedRef } from '../../../components/upload';
import { certOptions } from '../components';
import { useAuditAction, FormModal } from './actions';
import { ReportPdfButton } from './AuditFileView';
import { filesOf, uploadedOf } from './files';

const KINDS = [CertFindingKind.observation, CertFindingKind.minor, CertFindingKind.major];

interface FindingValues {
  kind: 1 | 2 | 3;
  clause: string;
  description: string;
  evidence?: UploadedRef[];
}

/** The finding dialog: a new finding of the audit, or a change of `finding`. */
export function FindingModal({
  auditId,
  finding,
  open,
  onClose,
}: {
  auditId: string;
  finding?: CertFinding;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('cert');
  const [form] = Form.useForm<FindingValues>();
  const save = useAuditAction((v: FindingValues) => {
    const body = {
      kind: v.kind,
      clause: v.clause,
      description: v.description,
      evidence: filesOf(v.evidence),
    };
    return finding
      ? auditWorkApi.updateFinding({ id: finding.id, ...body })
      : auditWorkApi.addFinding({ auditId, ...body });
  }, onClose);
  return (
    <FormModal
      open={open}
      title={finding ? t('audit.finding.form.editTitle') : t('audit.finding.form.addTitle')}
      name="certFinding"
      pending={save.isPending}
      onClose={onClose}
      width={640}
    >
      <Form<FindingValues>
        form={form}
        name="certFinding"
        layout="vertical"
        initialValues={
          finding
            ? { ...finding, evidence: uploadedOf(finding.evidence) }
            : { kind: CertFindingKind.minor, evidence: [] }
        }
        onFinish={(v) => save.mutate(v, { onError: (error) => showFieldRefusals(form, error) })}
      >
        <Form.Item name="kind" label={t('audit.finding.form.kind')} rules={[{ required: true }]}>
          <Select options={certOptions('findingKinds', KINDS)} />
        </Form.Item>
        <Form.Item name="clause" label={t('audit.finding.form.clause')} rules={[{ required: true, max: 50 }]}>
          <Input placeholder={t('audit.finding.form.clausePlaceholder')} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('audit.finding.form.description')}
          rules={[{ required: true, max: 2000 }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="evidence" label={t('audit.finding.form.evidence')}>
          <FileUpload maxCount={10} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The verification dialog: close the finding, or return it to the enterprise. */
function VerifyModal({
  finding,
  mode,
  onClose,
}: {
  finding: CertFinding | undefined;
  mode: 'close' | 'reopen';
  onClose: () => void;
}) {
  const { t } = useTranslation('cert');
  const [form] = Form.useForm<{ comment: string }>();
  const run = useAuditAction(
    (v: { comment: string }) =>
      mode === 'close'
        ? auditWorkApi.closeFinding(finding!.id, v.comment)
        : auditWorkApi.reopenFinding(finding!.id, v.comment),
    onClose,
  );
  return (
    <FormModal
      open={finding !== undefined}
      title={mode === 'close' ? t('audit.finding.closeTitle') : t('audit.finding.reopenTitle')}
      name="certVerify"
      pending={run.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        name="certVerify"
        layout="vertical"
        onFinish={(v) => run.mutate(v, { onError: (error) => showFieldRefusals(form, error) })}
      >
        <Form.Item
          name="comment"
          label={mode === 'close' ? t('audit.finding.comment') : t('audit.finding.reopenComment')}
          rules={[{ required: true, max: 1000 }]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The team's editor of an audit's findings: the add button and each row's actions. */
export function useFindingEditor(file: CertWorkAuditFile | undefined) {
  const { t } = useTranslation('cert');
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<CertFinding | 'new'>();
  const [verifying, setVerifying] = useState<{ finding: CertFinding; mode: 'close' | 'reopen' }>();
  const remove = useAuditAction((id: string) => auditWorkApi.removeFinding(id));
  const can = !!file?.canEditFindings;
  const actions = (f: CertFinding) => {
    const open = f.status === CertFindingStatus.open;
    const answered = f.status === CertFindingStatus.answered;
    const closable = answered || (open && f.kind === CertFindingKind.observation);
    return (
      <>
        {open && <RowAction onClick={() => setEditing(f)}>{t('audit.finding.edit')}</RowAction>}
        {open && (
          <RowAction
            danger
            onClick={() =>
              void modal.confirm({
                content: t('audit.finding.deleteConfirm'),
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(f.id),
              })
            }
          >
            {t('audit.finding.delete')}
          </RowAction>
        )}
        {closable && (
          <RowAction onClick={() => setVerifying({ finding: f, mode: 'close' })}>
            {t('audit.finding.close')}
          </RowAction>
        )}
        {f.status !== CertFindingStatus.open && (
          <RowAction danger onClick={() => setVerifying({ finding: f, mode: 'reopen' })}>
            {t('audit.finding.reopen')}
          </RowAction>
        )}
      </>
    );
  };
  const extra = can ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('audit.finding.add')}
    </Button>
  ) : undefined;
  const dialogs = file ? (
    <>
      <FindingModal
        key={editing === 'new' ? 'new' : editing?.id}
        auditId={file.id}
        finding={editing === 'new' ? undefined : editing}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <VerifyModal
        finding={verifying?.finding}
        mode={verifying?.mode ?? 'close'}
        onClose={() => setVerifying(undefined)}
      />
    </>
  ) : null;
  return { actions: can ? actions : undefined, extra, dialogs };
}

interface ReportValues {
  conclusion: string;
  recommendation: (typeof AUDIT_RECOMMENDATIONS)[number];
  summary: string;
}

/** The leader's report: save the draft, issue it (the enterprise is told), complete the audit. */
export function LeaderReport({ file }: { file: CertWorkAuditFile }) {
  const { t } = useTranslation('cert');
  const { modal } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const save = useAuditAction((v: ReportValues) =>
    auditWorkApi.saveReport({ auditId: file.id, conclusion: v.conclusion, recommendation: v.recommendation }),
  );
  const issue = useAuditAction((v: ReportValues) => auditWorkApi.issueReport({ auditId: file.id, ...v }));
  const close = useAuditAction(() => auditWorkApi.closeAudit(file.id));
  const editable = file.canReport;
  const refusals = { onError: (error: unknown) => showFieldRefusals(form, error) };
  return (
    <Form<ReportValues>
      form={form}
      name="certReport"
      layout="vertical"
      initialValues={{
        conclusion: file.conclusion ?? '',
        recommendation: (file.recommendation as ReportValues['recommendation'] | null) ?? 'recommend',
        summary: file.summary ?? '',
      }}
    >
      <Alert type="info" showIcon title={t('audit.report.closeHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="conclusion"
        label={t('audit.report.conclusion')}
        rules={[{ required: true, max: 2000 }]}
      >
        <Input.TextArea rows={3} maxLength={2000} disabled={!editable} />
      </Form.Item>
      <Form.Item name="recommendation" label={t('audit.report.recommendation')} rules={[{ required: true }]}>
        <Select
          disabled={!editable}
          options={AUDIT_RECOMMENDATIONS.map((value) => ({
            value,
            label: t(`audit.report.recommendations.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="summary" label={t('audit.report.summary')} rules={[{ required: true, max: 4000 }]}>
        <Input.TextArea rows={5} maxLength={4000} showCount disabled={!editable} />
      </Form.Item>
      <Space wrap>
        <Button
          disabled={!editable}
          loading={save.isPending}
          onClick={() =>
            void form
              .validateFields(['conclusion', 'recommendation'])
              .then(() => save.mutate(form.getFieldsValue(), refusals))
          }
        >
          {t('audit.report.save')}
        </Button>
        <Button
          type="primary"
          disabled={!editable}
          loading={issue.isPending}
          onClick={() =>
            void form.validateFields().then((v) => {
              modal.confirm({
                content: t('audit.report.issueConfirm'),
                onOk: () => issue.mutateAsync(v, refusals),
              });
            })
          }
        >
          {t('audit.report.issue')}
        </Button>
        <Button
          disabled={!file.canClose}
          loading={close.isPending}
          onClick={() =>
            void modal.confirm({
              content: t('audit.report.closeConfirm'),
              onOk: () => close.mutateAsync(undefined),
            })
          }
        >
          {t('audit.report.close')}
        </Button>
        {file.reportUrl && <ReportPdfButton auditId={file.id} entName={file.entName} />}
      </Space>
    </Form>
  );
}
