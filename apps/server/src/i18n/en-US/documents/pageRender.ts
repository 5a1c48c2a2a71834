import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/pageRender.js';

export default {
  invalidSchema: 'The page schema has {{count}} problem(s): {{problems}}',
  problem: '{{path}}: {{reason}}',
  page: 'page',
} satisfies Catalogue<typeof zh>;
