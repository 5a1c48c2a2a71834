import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/stats';

export default {
  title: 'Statistics',
} satisfies Catalogue<typeof zh>;
