// 认证决定 (/ywreviewam, role 34): audits whose file passed technical review; a decider who was not on
// the audit team takes one of the decisions the audit kind allows (grant/refuse; renew/refuse;
// maintain/suspend/withdraw/reduce scope; or return to technical review).
import type { CertAuditFile } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { decisionApi, decisionQueryKeys, type DecisionValues } from '../../../api/cert/decision';
import { showFieldRefusals } from '../../../components/list';
import { decisionLabel } from '../components';
import { ReviewList } from '../ratify/ReviewList';

function DecisionForm({ file, done }: { file: CertAuditFile; done: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'decision.form' });
  const [form] = Form.useForm<Omit<DecisionValues, 'auditId'>>();
  const decision = Form.useWatch('decision', form);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (values: Omit<DecisionValues, 'auditId'>) =>
      decisionApi.decide({ ...values, auditId: file.auditId }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: decisionQueryKeys.all });
      void message.success(answer.no ? t('granted', { no: answer.no }) : t('submit'));
      done();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Card size="small" title={t('title')} style={{ marginTop: 16 }}>
      <Form
        form={form}
        layout="vertical"
        name="certDecision"
        initialValues={{ decision: file.decisions[0] }}
        onFinish={(v) => submit.mutate(v)}
      >
        <Form.Item name="decision" label={t('decision')} rules={[{ required: true }]}>
          <Radio.Group options={file.decisions.map((d) => ({ value: d, label: decisionLabel(d) }))} />
        </Form.Item>
        {decision === 'reduceScope' && (
          <Form.Item
            name="scope"
            label={t('scope')}
            initialValue={file.scope}
            rules={[{ required: true, whitespace: true, message: t('scopeRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        )}
        <Form.Item
          name="opinion"
          label={t('opinion')}
          rules={[{ required: true, whitespace: true, message: t('opinionRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}

export default function CertDecisionPage() {
  return <ReviewList step="decision" form={(file, done) => <DecisionForm file={file} done={done} />} />;
}
