import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/my-certificate';

export default {
  title: 'My certificates',
  empty: 'No certificates yet',
} satisfies Catalogue<typeof zh>;
