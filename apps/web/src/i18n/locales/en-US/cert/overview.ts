import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/overview';

export default {
  title: 'Certification workbench',
  cards: {
    myTasks: 'My tasks',
    awaitingAcceptance: 'Awaiting acceptance',
    auditsThisMonth: 'Audits this month',
    certificatesValid: 'Valid certificates',
    certificatesExpiring: 'Expiring in 90 days',
    overdueSteps: 'Overdue steps',
  },
  filters: { months: 'Months', businessType: 'Business type', chartType: 'Chart' },
  businessTypes: { all: 'All', system: 'Management systems', product: 'Product (CCC)' },
  chartTypes: {
    applications: 'Applications',
    audits: 'Audits done',
    certificates: 'Certificates issued',
    auditDays: 'Audit days',
  },
  charts: {
    monthly: 'By month',
    byScheme: 'By scheme ({{type}})',
    applications: 'Applications by status',
    audits: 'Audits by status',
    certificates: 'Certificates by status',
  },
  series: {
    applications: 'Applications',
    audits: 'Audits done',
    certificates: 'Certificates issued',
    auditDays: 'Audit days',
  },
  totals: 'Total {{total}}',
  tasks: {
    title: 'My tasks',
    empty: 'No tasks',
    open: 'Open',
    overdue: 'Overdue',
    due: 'Due {{date}}',
    claimable: 'To claim',
  },
} satisfies Catalogue<typeof zh>;
