import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/notice-board';

export default {
  title: 'Certification',
} satisfies Catalogue<typeof zh>;
