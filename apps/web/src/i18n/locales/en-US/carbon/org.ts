import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/org';

export default {
  title: 'Organisations',
} satisfies Catalogue<typeof zh>;
