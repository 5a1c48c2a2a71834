import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/stats';

export default {
  title: 'Statistics',
  businessType: 'Business type',
  all: 'All',
  cards: {
    processes: 'Assessments',
    completed: 'Published',
    averageScore: 'Average strength score',
    experts: 'Experts involved',
  },
  charts: {
    status: 'Assessments by status',
    monthly: 'Applications in the last 12 months',
    completed: 'Published',
    dimensions: 'Average score by dimension',
    levels: 'Brand levels',
    experts: 'Expert workload',
  },
  expert: {
    assigned: 'Assigned',
    submitted: 'Submitted',
    pending: 'To score',
  },
  processes: '{{n}} assessments',
  empty: 'No data',
} satisfies Catalogue<typeof zh>;
