import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/overview';

export default {
  title: 'Carbon emissions overview',
} satisfies Catalogue<typeof zh>;
