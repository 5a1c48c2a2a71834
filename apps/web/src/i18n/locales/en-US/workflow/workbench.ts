import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/workbench';

export default {
  title: 'Workbench',
} satisfies Catalogue<typeof zh>;
