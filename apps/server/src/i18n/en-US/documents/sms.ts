import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/sms.js';

export default {
  notFound: 'The SMS record does not exist',
} satisfies Catalogue<typeof zh>;
