import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/report';

export default {
  title: 'Assessment reports',
} satisfies Catalogue<typeof zh>;
