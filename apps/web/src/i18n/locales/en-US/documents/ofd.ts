import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/ofd';

export default {
  title: 'OFD preview',
} satisfies Catalogue<typeof zh>;
