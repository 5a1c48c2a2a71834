import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/common';

export default {
  language: 'Language',
} satisfies Catalogue<typeof zh>;
