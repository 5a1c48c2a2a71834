import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/sms.js';

export default {
  notSent: 'The SMS could not be sent. Please try again later',
  platformOnly: 'Only platform administrators may read the SMS log',
} satisfies Catalogue<typeof zh>;
