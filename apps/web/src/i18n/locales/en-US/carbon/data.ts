import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/data';

export default {
  title: 'Activity data',
} satisfies Catalogue<typeof zh>;
