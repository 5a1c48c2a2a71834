import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/model';

export default {
  title: 'Accounting models',
} satisfies Catalogue<typeof zh>;
