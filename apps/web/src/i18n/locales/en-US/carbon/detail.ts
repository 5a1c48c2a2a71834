import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/detail';

export default {
  title: 'Emission details',
} satisfies Catalogue<typeof zh>;
