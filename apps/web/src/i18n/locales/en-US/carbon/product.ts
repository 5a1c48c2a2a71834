import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/product';

export default {
  title: 'Product footprints',
} satisfies Catalogue<typeof zh>;
