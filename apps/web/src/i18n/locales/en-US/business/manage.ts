import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/manage';

export default {
  title: 'Business items',
} satisfies Catalogue<typeof zh>;
