import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { scrollTo } from '../../utils/scrollTo';
import {
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  isPagerHidden,
  MESSAGE_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type PagerVariant,
} from './pagerRules';

export interface PagerChange {
  page: number;
  limit: number;
}

export interface PagerProps {
  total: number;
  /** Current page, from 1. */
  page?: number;
  /** Rows per page; 20 on list pages, 10 in the message centre. */
  limit?: number;
  onChange?: (change: PagerChange) => void;
  variant?: PagerVariant;
  /** Also hide the pager when everything fits on one page. */
  hideOnSinglePage?: boolean;
  /** Scroll the page back to the top after a change (spec §9: over 800 ms). */
  autoScroll?: boolean;
}

/** The pager of list pages and of the message centre (spec §2.4, §9). */
export function Pager({
  total,
  page = DEFAULT_PAGE,
  limit,
  onChange,
  variant = 'list',
  hideOnSinglePage = false,
  autoScroll = true,
}: PagerProps) {
  const { t } = useTranslation();
  const isList = variant === 'list';
  const pageSize = limit ?? (isList ? DEFAULT_LIMIT : MESSAGE_PAGE_SIZE);
  if (isPagerHidden({ variant, total, limit: pageSize, hideOnSinglePage })) return null;
  return (
    <Pagination
      total={total}
      current={page}
      pageSize={pageSize}
      showTotal={(count) => t('toolbar.total', { total: count })}
      showSizeChanger={isList}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      showQuickJumper={isList}
      onChange={(nextPage, nextLimit) => {
        onChange?.({ page: nextPage, limit: nextLimit });
        if (autoScroll) scrollTo(0);
      }}
    />
  );
}
