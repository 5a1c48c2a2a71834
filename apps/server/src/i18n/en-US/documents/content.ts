import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/content.js';

export default {
  notFound: 'The content page does not exist',
} satisfies Catalogue<typeof zh>;
