import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/process';

export default {
  title: 'Assessments',
} satisfies Catalogue<typeof zh>;
