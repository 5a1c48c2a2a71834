import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/progress';

export default {
  title: 'Process progress',
} satisfies Catalogue<typeof zh>;
