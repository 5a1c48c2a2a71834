import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/auditor';

export default {
  title: 'Certification',
} satisfies Catalogue<typeof zh>;
