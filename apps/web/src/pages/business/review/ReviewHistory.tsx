// 审查记录: every review of the submission, newest first, with its comment and field comments.
import type { Review, SubmissionDetail } from '@platform/contract';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { fieldLabels, labelOfPath } from './answers';

const TIME = '{y}-{m}-{d} {h}:{i}';

function ReviewEntry({ review, labels }: { review: Review; labels: Map<string, string> }) {
  const { t } = useTranslation('business', { keyPrefix: 'review.reviews' });
  const fields = Object.entries(review.fieldComments);
  return (
    <Space orientation="vertical" size={2}>
      <Space size={8} wrap>
        <Tag color={review.outcome === 'returned' ? 'warning' : 'success'}>{t(review.outcome)}</Tag>
        <Typography.Text type="secondary">
          {parseTime(review.createdAt, TIME)} · <span data-user-data>{review.reviewerName ?? ''}</span> ·{' '}
          {t('version', { version: review.version })}
        </Typography.Text>
      </Space>
      {review.comment && <Typography.Text data-user-data>{review.comment}</Typography.Text>}
      {fields.length > 0 && (
        <Space orientation="vertical" size={0}>
          <Typography.Text type="secondary">{t('fieldComments')}</Typography.Text>
          {fields.map(([path, text]) => (
            <Typography.Text key={path}>
              <span data-user-data>{labelOfPath(labels, path)}</span>: <span data-user-data>{text}</span>
            </Typography.Text>
          ))}
        </Space>
      )}
    </Space>
  );
}

export function ReviewHistory({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation('business', { keyPrefix: 'review.reviews' });
  const { core } = useFormTranslates();
  const labels = useMemo(() => {
    const loaded = loadTemplate(detail.paper.formJson, core);
    return 'error' in loaded ? new Map<string, string>() : fieldLabels(loaded.template);
  }, [detail.paper.formJson, core]);
  if (detail.reviews.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
  const newestFirst = [...detail.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Timeline
      items={newestFirst.map((review) => ({
        key: review.id,
        color: review.outcome === 'returned' ? 'orange' : 'green',
        content: <ReviewEntry review={review} labels={labels} />,
      }))}
    />
  );
}
