import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/content';

export default {
  title: 'Content pages',
} satisfies Catalogue<typeof zh>;
