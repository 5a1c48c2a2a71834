// The filler's words for a paper's state: my status per paper, and how near its close date is.
import { SubmissionStatus } from '@platform/contract/business-model';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const STATUS_KEYS = {
  [SubmissionStatus.notStarted]: 'notStarted',
  [SubmissionStatus.draft]: 'draft',
  [SubmissionStatus.submitted]: 'submitted',
  [SubmissionStatus.returned]: 'returned',
  [SubmissionStatus.accepted]: 'accepted',
} as const;
const STATUS_COLORS = {
  [SubmissionStatus.notStarted]: 'default',
  [SubmissionStatus.draft]: 'processing',
  [SubmissionStatus.submitted]: 'blue',
  [SubmissionStatus.returned]: 'warning',
  [SubmissionStatus.accepted]: 'success',
} as const;

type Known = keyof typeof STATUS_KEYS;
const known = (status: number): status is Known => status in STATUS_KEYS;

/** The statuses a filter offers, in the order a paper goes through them. */
export function useStatusOptions() {
  const { t } = useTranslation('business', { keyPrefix: 'portal' });
  return Object.values(SubmissionStatus).map((value) => ({
    value,
    label: t(`status.${STATUS_KEYS[value]}`),
  }));
}

export function SubmissionStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('business', { keyPrefix: 'portal' });
  if (!known(status)) return null;
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${STATUS_KEYS[status]}`)}</Tag>;
}

/** Days before the close date from which it is highlighted. */
const NEAR_DAYS = 3;

export type Deadline = 'notOpen' | 'open' | 'near' | 'past';

/** Where today stands between the open and close dates (both days included). */
export function deadlineOf(openDate: string | null, closeDate: string | null, today = dayjs()): Deadline {
  const day = today.startOf('day');
  if (closeDate && day.isAfter(dayjs(closeDate), 'day')) return 'past';
  if (openDate && day.isBefore(dayjs(openDate), 'day')) return 'notOpen';
  if (closeDate && dayjs(closeDate).diff(day, 'day') <= NEAR_DAYS) return 'near';
  return 'open';
}

/** The open and close dates, the close date in orange when near and red when past. */
export function Period({ openDate, closeDate }: { openDate: string | null; closeDate: string | null }) {
  const { t } = useTranslation('business', { keyPrefix: 'portal.deadline' });
  const state = deadlineOf(openDate, closeDate);
  const text =
    openDate && closeDate
      ? t('open', { from: openDate, to: closeDate })
      : openDate
        ? t('from', { from: openDate })
        : closeDate
          ? t('until', { to: closeDate })
          : t('none');
  if (state === 'open') return <span>{text}</span>;
  return (
    <Space size={4} wrap>
      <Typography.Text type={state === 'past' ? 'danger' : state === 'near' ? 'warning' : 'secondary'}>
        {text}
      </Typography.Text>
      <Tag color={state === 'past' ? 'error' : state === 'near' ? 'warning' : 'default'}>{t(state)}</Tag>
    </Space>
  );
}
