import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/process';

export default {
  title: 'Processes',
  search: {
    keyword: 'Application',
    keywordPlaceholder: 'Enterprise or application no.',
    status: 'Status',
    step: 'Current step',
  },
  columns: {
    no: 'Application no.',
    entName: 'Enterprise',
    scheme: 'Scheme',
    kind: 'Kind',
    step: 'Current step',
    status: 'Process status',
    startedAt: 'Started',
    endedAt: 'Ended',
  },
  kinds: {
    initial: 'Initial',
    surveillance: 'Surveillance',
    recertification: 'Recertification',
    followUp: 'Follow-up',
  },
  statuses: { running: 'Running', completed: 'Completed', cancelled: 'Cancelled', failed: 'Failed' },
  steps: {
    accept: 'Acceptance review',
    contract: 'Contract',
    plan: 'Audit planning',
    confirm: 'Plan confirmation',
    audit: 'Audit',
    review: 'Technical review',
    decision: 'Decision',
  },
  viewProgress: 'Progress',
  drawerTitle: 'Progress: {{name}}',
  progress: {
    diagram: 'Diagram',
    timeline: 'History',
    loadFailed: 'The progress could not be loaded: {{reason}}',
    retry: 'Retry',
  },
} satisfies Catalogue<typeof zh>;
