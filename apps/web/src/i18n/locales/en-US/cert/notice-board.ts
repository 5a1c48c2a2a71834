import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/notice-board';

export default {
  title: 'Certification notices',
  search: { keyword: 'Title' },
  columns: { title: 'Title', publishedAt: 'Published' },
  pinnedTag: 'Pinned',
  view: 'View',
  close: 'Close',
} satisfies Catalogue<typeof zh>;
