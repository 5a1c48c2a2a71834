import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/verification.js';

export default {
  placeholder: '',
} satisfies Catalogue<typeof zh>;
