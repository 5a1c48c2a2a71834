import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/expert';

export default {
  title: 'Expert review',
} satisfies Catalogue<typeof zh>;
