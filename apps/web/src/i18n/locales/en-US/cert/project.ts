import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/project';

export default {
  title: 'Projects',
  search: {
    keyword: 'Project',
    keywordPlaceholder: 'Enterprise or application no.',
    scheme: 'Scheme',
    status: 'Status',
  },
  columns: {
    no: 'Application no.',
    entName: 'Enterprise',
    scheme: 'Scheme',
    status: 'Status',
    contract: 'Contract',
    audits: 'Audits',
    certificate: 'Certificate',
    submittedAt: 'Submitted',
  },
  auditsDone: '{{closed}}/{{total}} closed',
  next: 'Next: {{kind}}',
  expires: 'Valid until {{date}}',
  detail: 'Details',
  drawerTitle: 'Project: {{name}}',
  sections: {
    application: 'Application',
    contract: 'Contract',
    audits: 'Audits',
    certificate: 'Certificate',
    progress: 'Progress',
  },
  fields: {
    auditDays: 'Audit days',
    amount: 'Contract amount (CNY)',
    contractStatus: 'Contract status',
    nextAudit: 'Next audit',
    dueDate: 'Due date',
    issuedOn: 'Issued on',
    expiresOn: 'Valid until',
  },
  none: 'None',
} satisfies Catalogue<typeof zh>;
