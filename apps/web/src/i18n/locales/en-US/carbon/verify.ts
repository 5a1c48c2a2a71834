import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/verify';

export default {
  title: 'Verification',
} satisfies Catalogue<typeof zh>;
