import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/dmn';

export default {
  title: 'Decision tables',
} satisfies Catalogue<typeof zh>;
