import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/products.js';

export default {
  placeholder: '',
} satisfies Catalogue<typeof zh>;
