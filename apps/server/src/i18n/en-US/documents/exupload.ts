import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/exupload.js';

export default {
  notFound: 'The upload link does not exist',
  revoked: 'The upload link has been revoked',
  expired: 'The upload link has expired',
  taskNotHeld: 'Upload links can only be made for open tasks you hold',
  typeNotAccepted: 'The server does not accept these file types: {{types}} (accepted: {{accepted}})',
  typeRefused: 'This link does not accept .{{ext}} files; please upload: {{accepted}}',
  notYours: 'You can only revoke upload links you made',
  full: 'This link accepts at most {{max}} file(s) and is full',
  nameRequired: 'Please enter your name',
  tooLong: 'At most {{max}} characters',
  created: 'Upload link created',
  revokedDone: 'Upload link revoked',
  uploaded: 'Uploaded',
  receivedTitle: 'External upload: {{title}}',
  receivedContent: '{{uploader}} uploaded {{name}} through the upload link "{{title}}"',
} satisfies Catalogue<typeof zh>;
