import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/fileview';

export default {
  title: 'File preview',
} satisfies Catalogue<typeof zh>;
