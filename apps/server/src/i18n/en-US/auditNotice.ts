import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/auditNotice.js';

export default {
  schemeNotFound: 'The audit scheme does not exist',
  schemeForbidden: 'You are not allowed to view this audit scheme',
  reportNotIssued: 'The audit report has not been issued yet',
  dateRange: '{{begin}} to {{end}}',
} satisfies Catalogue<typeof zh>;
