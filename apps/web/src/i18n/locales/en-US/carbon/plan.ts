import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/plan';

export default {
  title: 'Plans',
} satisfies Catalogue<typeof zh>;
