import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/exupload';

export default {
  title: 'External upload',
} satisfies Catalogue<typeof zh>;
