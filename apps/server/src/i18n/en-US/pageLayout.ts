import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/pageLayout.js';

export default {
  bound: 'Bound',
  pageTaken: 'This page is already bound to another page layout',
  notFound: 'The page layout does not exist',
} satisfies Catalogue<typeof zh>;
