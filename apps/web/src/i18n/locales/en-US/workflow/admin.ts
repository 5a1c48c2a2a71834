import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/admin';

export default {
  title: 'Processes',
} satisfies Catalogue<typeof zh>;
