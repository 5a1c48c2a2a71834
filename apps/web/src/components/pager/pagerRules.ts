// Pagination constants and visibility of spec §9: list pages start on page 1 with 20 rows and offer
// 10, 20, 30 or 50; the message centre pages by 10 and shows no pager for fewer than 10 messages.

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];
export const MESSAGE_PAGE_SIZE = 10;

/** 'list': total, sizes, prev, pager, next, jumper. 'message': total, prev, pager, next. */
export type PagerVariant = 'list' | 'message';

export function isPagerHidden(options: {
  variant: PagerVariant;
  total: number;
  limit: number;
  hideOnSinglePage: boolean;
}): boolean {
  if (options.variant === 'message') return options.total < MESSAGE_PAGE_SIZE;
  if (options.total <= 0) return true;
  return options.hideOnSinglePage && options.total <= options.limit;
}
