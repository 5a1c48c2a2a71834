import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/factor';

export default {
  title: 'Emission factors',
} satisfies Catalogue<typeof zh>;
