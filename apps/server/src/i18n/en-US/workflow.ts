import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/workflow.js';

export default {
  placeholder: 'Placeholder',
} satisfies Catalogue<typeof zh>;
