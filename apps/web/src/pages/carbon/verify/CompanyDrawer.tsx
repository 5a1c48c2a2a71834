// The company's view of one verification: its facts, the report downloads, the statement once issued
// (or the verifier's comment when returned), the figures under review, and the findings to answer.
import type { CarbonFinding } from '@platform/contract';
import { FindingStatus } from '@platform/contract/carbon-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Drawer, Form, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { CARBON_TEXT_MAX } from '@platform/contract/carbon-model';
import { RowAction } from '../../../components/list';
import {
  FITS_WINDOW,
  FiguresView,
  FindingsTable,
  ReportButtons,
  StatementView,
  VerificationFacts,
} from './parts';
import { useVerification, verifyQueryKeys } from './queries';

const VERIFIED = 1;
const RETURNED = 2;

function AnswerModal({ finding, onClose }: { finding: CarbonFinding | undefined; onClose: () => void }) {
  const { t } = useTranslation(['carbon', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (values: { answer: string }) => carbonApi.answerFinding(finding!.id, values.answer),
    onSuccess: () => {
      void message.success(t('verify.findings.answered'));
      void queryClient.invalidateQueries({ queryKey: verifyQueryKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={finding !== undefined}
      title={t('verify.findings.answerTitle')}
      onCancel={onClose}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'carbonAnswerForm' }}
      confirmLoading={answer.isPending}
      destroyOnHidden
    >
      {finding && (
        <Typography.Paragraph data-user-data style={{ whiteSpace: 'pre-wrap' }}>
          {finding.text}
        </Typography.Paragraph>
      )}
      <Form
        name="carbonAnswerForm"
        layout="vertical"
        initialValues={{ answer: finding?.answer ?? '' }}
        onFinish={(values: { answer: string }) => answer.mutate(values)}
      >
        <Form.Item
          name="answer"
          label={t('verify.findings.answerLabel')}
          extra={t('verify.findings.answerHint')}
          rules={[{ required: true, whitespace: true, message: t('verify.findings.answerRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={CARBON_TEXT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CompanyDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('carbon');
  const detail = useVerification(id);
  const [answering, setAnswering] = useState<CarbonFinding>();
  const v = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={1100}
      styles={FITS_WINDOW}
      destroyOnHidden
      title={v ? t('verify.detail.title', { model: v.modelName, version: v.modelVersion }) : undefined}
      extra={v && <ReportButtons verification={v} />}
    >
      {!v ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <VerificationFacts verification={v} />
          {v.status === RETURNED && (
            <Alert
              type="warning"
              showIcon
              title={t('verify.detail.returned')}
              description={<span data-user-data>{v.opinion}</span>}
            />
          )}
          {v.status === VERIFIED && (
            <Card size="small" title={t('verify.detail.statement')}>
              <StatementView detail={v} />
            </Card>
          )}
          <Card size="small" title={t('verify.detail.findings')}>
            <FindingsTable
              detail={v}
              actions={(finding) =>
                v.canAnswer && finding.status !== FindingStatus.closed ? (
                  <RowAction onClick={() => setAnswering(finding)}>{t('verify.findings.answer')}</RowAction>
                ) : null
              }
            />
          </Card>
          <Card size="small" title={t('verify.detail.figures')}>
            <FiguresView detail={v} />
          </Card>
        </Space>
      )}
      <AnswerModal finding={answering} onClose={() => setAnswering(undefined)} />
    </Drawer>
  );
}
