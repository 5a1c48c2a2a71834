import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/my-assessment';

export default {
  title: 'Brand assessments',
} satisfies Catalogue<typeof zh>;
