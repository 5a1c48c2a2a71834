import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/fill';

export default {
  title: 'Fill in',
} satisfies Catalogue<typeof zh>;
