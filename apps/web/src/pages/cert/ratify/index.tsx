// 技术评审 (/ratify, role 34): audits whose file waits for technical review (ISO/IEC 17021-1 §9.5.1);
// a reviewer who was not on the audit team passes it to the decision or returns it to the team.
import type { CertAuditFile } from '@platform/contract';
import { REVIEW_RESULTS } from '@platform/contract/cert-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { decisionApi, decisionQueryKeys, type ReviewValues } from '../../../api/cert/decision';
import { showFieldRefusals } from '../../../components/list';
import { certLabel } from '../components';
import { ReviewList } from './ReviewList';

function ReviewForm({ file, done }: { file: CertAuditFile; done: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'ratify.form' });
  const [form] = Form.useForm<Omit<ReviewValues, 'auditId'>>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (values: Omit<ReviewValues, 'auditId'>) =>
      decisionApi.review({ ...values, auditId: file.auditId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: decisionQueryKeys.all });
      void message.success(t('submit'));
      done();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  return (
    <Card size="small" title={t('title')} style={{ marginTop: 16 }}>
      <Form
        form={form}
        layout="vertical"
        name="certReview"
        initialValues={{ result: 'pass' }}
        onFinish={(v) => submit.mutate(v)}
      >
        <Form.Item name="result" label={t('result')} rules={[{ required: true }]}>
          <Radio.Group
            options={REVIEW_RESULTS.map((r) => ({ value: r, label: certLabel('reviewResults', r) }))}
          />
        </Form.Item>
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

export default function CertRatifyPage() {
  return <ReviewList step="review" form={(file, done) => <ReviewForm file={file} done={done} />} />;
}
