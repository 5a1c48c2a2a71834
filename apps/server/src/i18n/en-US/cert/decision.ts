import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/decision.js';

export default {
  placeholder: 'Certification',
} satisfies Catalogue<typeof zh>;
