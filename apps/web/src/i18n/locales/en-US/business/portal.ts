import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/portal';

export default {
  title: 'Business',
} satisfies Catalogue<typeof zh>;
