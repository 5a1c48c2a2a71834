import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/value';

export default {
  title: 'Brand value',
} satisfies Catalogue<typeof zh>;
