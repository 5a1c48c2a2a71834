// The expert's own score of the items that need a person (input and textarea items without automatic
// scoring): one number from 0 to the item's full score each, their total, saved together. A score the
// server refuses is shown on its item.
import type { ScoreSummary } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { complianceApi } from '../../../api/business';
import { showFieldRefusals } from '../../../components/list';
import { scoresSaved } from './queries';

type Items = Record<string, number | null | undefined>;

/** The sum of the scores given so far (blank ones count as nothing). */
export function totalOf(items: Items | undefined): number {
  const sum = Object.values(items ?? {}).reduce<number>((n, v) => n + (typeof v === 'number' ? v : 0), 0);
  return Math.round(sum * 100) / 100;
}

export function ScorePanel({
  submitId,
  summary,
  readOnly,
}: {
  submitId: string;
  summary: ScoreSummary;
  /** The submission is no longer open to scoring: the expert sees their score only. */
  readOnly: boolean;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'expert.scoring' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ items: Items }>();
  const items = Form.useWatch('items', form);
  const mine = summary.experts.find((expert) => expert.mine);
  const save = useMutation({
    mutationFn: (values: Items) =>
      complianceApi.saveScore({
        submitId,
        items: Object.fromEntries(Object.entries(values).map(([model, v]) => [model, v ?? 0])),
      }),
    onSuccess: (saved) => {
      void message.success(t('saved'));
      void scoresSaved(queryClient, submitId, saved);
    },
    onError: (error) => showFieldRefusals(form, error),
  });

  if (summary.manualItems.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noManualItems')} />;
  }
  const fullMarks = summary.manualItems.reduce((n, item) => n + (item.max ?? 0), 0);
  return (
    <Form
      form={form}
      name="expertScore"
      layout="vertical"
      disabled={readOnly}
      initialValues={{ items: mine?.items ?? {} }}
      onFinish={(values) => save.mutate(values.items)}
    >
      {summary.manualItems.map((item) => (
        <Form.Item
          key={item.model}
          name={['items', item.model]}
          label={<span data-user-data>{item.label || item.model}</span>}
          extra={item.max !== null ? t('max', { max: item.max }) : undefined}
          rules={[{ required: true, message: t('required') }]}
        >
          <InputNumber min={0} max={item.max ?? undefined} precision={2} style={{ width: 160 }} />
        </Form.Item>
      ))}
      <Flex justify="space-between" align="center">
        <Typography.Text strong>
          {fullMarks
            ? t('totalOf', { total: totalOf(items), max: fullMarks })
            : t('total', { total: totalOf(items) })}
        </Typography.Text>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
