import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/shared';

export default {
  orgPlaceholder: 'Choose an organisation',
} satisfies Catalogue<typeof zh>;
