// The enterprise's findings of an application across its audits (inside 申请记录's detail): each open
// or answered minor and major nonconformity is answered with root cause, correction, corrective action
// and files; the audit team verifies and closes it.
import type { CertFinding } from '@platform/contract';
import { CertFindingKind, CertFindingStatus } from '@platform/contract/cert-model';
import { Alert, Form, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditWorkApi, useApplicationFindings } from '../../../api/cert/audit';
import { RowAction, showFieldRefusals } from '../../../components/list';
import { FileUpload, type UploadedRef } from '../../../components/upload';
import { FormModal, useAuditAction } from './actions';
import { filesOf, uploadedOf } from './files';
import { FindingsTable } from './FindingsTable';

interface AnswerValues {
  rootCause: string;
  correction: string;
  correctiveAction: string;
  files?: UploadedRef[];
}

function AnswerModal({ finding, onClose }: { finding: CertFinding | undefined; onClose: () => void }) {
  const { t } = useTranslation('cert');
  const [form] = Form.useForm<AnswerValues>();
  const answer = useAuditAction(
    (v: AnswerValues) => auditWorkApi.answer({ id: finding!.id, ...v, files: filesOf(v.files) }),
    onClose,
  );
  return (
    <FormModal
      open={finding !== undefined}
      title={t('audit.client.answerTitle', { clause: finding?.clause ?? '' })}
      name="certAnswer"
      pending={answer.isPending}
      onClose={onClose}
      width={640}
    >
      <Form<AnswerValues>
        form={form}
        name="certAnswer"
        layout="vertical"
        initialValues={{
          rootCause: finding?.rootCause ?? '',
          correction: finding?.correction ?? '',
          correctiveAction: finding?.correctiveAction ?? '',
          files: uploadedOf(finding?.answerFiles),
        }}
        onFinish={(v) => answer.mutate(v, { onError: (error) => showFieldRefusals(form, error) })}
      >
        {(['rootCause', 'correction', 'correctiveAction'] as const).map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`audit.finding.${name}`)}
            rules={[{ required: true, max: 2000 }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        ))}
        <Form.Item name="files" label={t('audit.finding.files')}>
          <FileUpload maxCount={10} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

export function ClientFindings({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('cert');
  const findings = useApplicationFindings(applicationId);
  const [answering, setAnswering] = useState<CertFinding>();
  const answerable = (f: CertFinding) =>
    f.kind !== CertFindingKind.observation && f.status !== CertFindingStatus.closed;
  if (findings.isPending) return <Spin />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('audit.client.hint')} />
      <FindingsTable
        showAudit
        actionsWidth={88}
        findings={findings.data?.items ?? []}
        actions={(f) =>
          answerable(f) ? (
            <RowAction onClick={() => setAnswering(f)}>{t('audit.client.answer')}</RowAction>
          ) : null
        }
      />
      <AnswerModal key={answering?.id} finding={answering} onClose={() => setAnswering(undefined)} />
    </Space>
  );
}
