import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/messages.js';

export default {
  paramNotJson: 'Must be JSON text',
  paramNotObject: 'Must be a JSON object',
  usersMissing: 'Users do not exist or are disabled: {{ids}}',
  appNotOpened: 'The tenant has not opened this app',
  rolesForeign: 'Roles do not exist or do not belong to this app: {{ids}}',
  channelsRequired: 'Choose at least one way of sending',
  noReceivers: 'No receivers match',
  deliveryMissing: 'The delivery does not exist',
  onlyFailedRetried: 'Only failed deliveries can be sent again',
  noAddressRetry: 'The receiver has no address, so the delivery cannot be sent again',
  messageMissing: 'The message does not exist',
  fileMissing: 'The file does not exist',
  streamTicketInvalid: 'The push ticket is invalid or has expired, please get a new one',
  smsBody: '[{{title}}] {{content}}',
  delivery: {
    noEmail: 'The receiver has no e-mail address',
    noMobile: 'The receiver has no mobile number',
  },
} satisfies Catalogue<typeof zh>;
