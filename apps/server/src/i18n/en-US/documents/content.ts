import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/content.js';

export default {
  notFound: 'The content page does not exist',
  notPublished: 'This page has not been published yet',
  versionMissing: 'The version does not exist',
  alreadyPublished: 'This version is published and can no longer change; save a new draft first',
  platformOnly: "Only platform administrators edit the platform's content pages",
  formOnlyForReport: 'Only the report page takes a form',
  formMissing: 'The form does not exist',
  savedTogether: 'Someone saved this page just now; reload and try again',
  unknownTenant: 'The organisation does not exist',
  noReceiver:
    'No organisation receives reports through this page; use the report link your organisation gave you',
  noForm: 'This organisation has not set up its report form yet',
  formChanged: 'The form has changed; reload the page and fill it in again',
  formInvalid: 'The submission has {{count}} error(s): {{first}}',
  fieldProblem: '{{label}}: {{reason}}',
  submissionMissing: 'The report does not exist',
  submitted: 'Submitted',
  published: 'Published',
} satisfies Catalogue<typeof zh>;
