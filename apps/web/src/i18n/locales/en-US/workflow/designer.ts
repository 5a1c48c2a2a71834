import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/designer';

export default {
  title: 'Process design',
} satisfies Catalogue<typeof zh>;
