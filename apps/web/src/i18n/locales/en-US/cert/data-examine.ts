import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/data-examine';

export default {
  title: 'Certification',
} satisfies Catalogue<typeof zh>;
