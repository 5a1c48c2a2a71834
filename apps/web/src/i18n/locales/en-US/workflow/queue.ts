import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/queue';

export default {
  title: 'Tasks',
} satisfies Catalogue<typeof zh>;
