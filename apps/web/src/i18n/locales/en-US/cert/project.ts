import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/project';

export default {
  title: 'Certification',
} satisfies Catalogue<typeof zh>;
