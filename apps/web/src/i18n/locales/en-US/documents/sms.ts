import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/sms';

export default {
  title: 'SMS log',
} satisfies Catalogue<typeof zh>;
