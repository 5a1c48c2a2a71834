import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/pageRender.js';

export default {
  notFound: 'The page layout does not exist',
} satisfies Catalogue<typeof zh>;
