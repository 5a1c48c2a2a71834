import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/review';

export default {
  title: 'Business review',
} satisfies Catalogue<typeof zh>;
