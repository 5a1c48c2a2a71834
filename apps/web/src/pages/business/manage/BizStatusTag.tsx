// How a business item's status and open period read in lists and the detail.
import type { BizSummary } from '@platform/contract';
import { BizStatus } from '@platform/contract/business-model';
import { Tag } from 'antd';
import { FORM_KIND } from '../../../api/forms';
import { useTranslation } from 'react-i18next';

const COLOURS = { draft: 'default', published: 'green', closed: 'red' } as const;

/** The status's name in BizStatus (its catalogue key). */
export function bizStatusKey(status: number): keyof typeof BizStatus {
  if (status === BizStatus.published) return 'published';
  return status === BizStatus.closed ? 'closed' : 'draft';
}

/** A form kind's catalogue key (FORM_KIND's names). */
export function formKindKey(kind: number): keyof typeof FORM_KIND {
  if (kind === FORM_KIND.questionnaire) return 'questionnaire';
  return kind === FORM_KIND.scoring ? 'scoring' : 'indicator';
}

export function BizStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const key = bizStatusKey(status);
  return <Tag color={COLOURS[key]}>{t(`status.${key}`)}</Tag>;
}

/** 2026-01-01 至 2026-03-31; an open end reads 不限. */
export function Period({ item }: { item: Pick<BizSummary, 'openDate' | 'closeDate'> }) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  if (!item.openDate && !item.closeDate) return <>{t('noDate')}</>;
  return <>{t('periodTo', { from: item.openDate ?? t('noDate'), to: item.closeDate ?? t('noDate') })}</>;
}
