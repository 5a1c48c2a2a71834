import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/common.js';

export default {
  ok: 'Success',
  fieldReason: '{{field}}: {{reason}}',
  importRefused: 'Import failed with {{count}} error(s): {{problems}}',
  importProblem: 'row {{row}} {{field}}: {{reason}}',
  separators: { list: ', ', sentence: '; ' },
  listedMore: '{{names}} and others ({{count}} {{unit}})',
  units: { tenant: 'tenants', person: 'people' },
  unauthorized: 'Authentication failed: you cannot access this resource',
  forbidden: 'You do not have permission for this operation',
  notFound: 'The requested resource does not exist',
  invalid: 'invalid',
  stopping: 'The service is stopping, please try again later',
  databaseUnavailable: 'The database is temporarily unavailable, please try again later',
  serverError: 'Internal server error, please contact the administrator',
  bodyNotJson: 'the request body is not valid JSON',
  bodyTooLarge: 'the request body is too large',
  mediaTypeRefused: 'Unsupported request body type (Content-Type)',
  contentLengthWrong: 'The request body length does not match Content-Length',
  contentTypeInvalid: 'Invalid Content-Type',
  urlNotEncoded: 'The request address is not validly URL-encoded',
  apiNotFound: 'No such API: {{method}} {{path}}',
  multipartIncomplete: 'the request body is not complete multipart/form-data',
} satisfies Catalogue<typeof zh>;
