import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/exupload.js';

export default {
  notFound: 'The upload link does not exist',
} satisfies Catalogue<typeof zh>;
