import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/process.js';

export default {
  placeholder: 'Brand assessment',
} satisfies Catalogue<typeof zh>;
