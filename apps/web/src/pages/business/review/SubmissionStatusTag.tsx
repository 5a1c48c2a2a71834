// A submission's status as the review page shows it.
import { SubmissionStatus } from '@platform/contract/business-model';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type StatusKey = 'draft' | 'submitted' | 'returned' | 'accepted';

const COLOURS: Record<StatusKey, string> = {
  draft: 'default',
  submitted: 'processing',
  returned: 'warning',
  accepted: 'success',
};

export const STATUS_KEYS: readonly StatusKey[] = ['draft', 'submitted', 'returned', 'accepted'];

export function submissionStatusKey(status: number): StatusKey {
  if (status === SubmissionStatus.submitted) return 'submitted';
  if (status === SubmissionStatus.returned) return 'returned';
  return status === SubmissionStatus.accepted ? 'accepted' : 'draft';
}

export function SubmissionStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('business', { keyPrefix: 'review' });
  const key = submissionStatusKey(status);
  return <Tag color={COLOURS[key]}>{t(`status.${key}`)}</Tag>;
}
