import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const KEYS = ['new', 'inHand', 'handled'] as const;
const COLOURS = ['processing', 'warning', 'success'] as const;

/** 待处理 / 处理中 / 已处理. */
export function ReportStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.reports.statuses' });
  const key = KEYS[status] ?? 'new';
  return <Tag color={COLOURS[status] ?? 'default'}>{t(key)}</Tag>;
}

export const REPORT_STATUS_KEYS = KEYS;
