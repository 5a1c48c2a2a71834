import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/pageRender';

export default {
  title: 'Page',
} satisfies Catalogue<typeof zh>;
