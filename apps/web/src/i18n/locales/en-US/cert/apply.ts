import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/apply';

export default {
  title: 'Applications',
  search: {
    status: 'Status',
    scheme: 'Scheme',
    keyword: 'Keyword',
    keywordPlaceholder: 'Organisation, credit code or application no.',
    submitted: 'Submitted',
  },
  actions: {
    view: 'View',
    accept: 'Accept',
    refuse: 'Refuse',
  },
  accept: {
    title: 'Accept application',
    risk: 'Risk',
    proposal: 'Proposed audit days',
    proposalHint: 'Audit time decision table: {{employees}} effective personnel, {{risk}}',
    proposalFailed: 'The proposed audit days could not be read',
    auditDays: 'Audit days',
    auditDaysFormat: 'Audit days in half days (e.g. 7 or 7.5), greater than 0',
    daysReason: 'Reason',
    daysReasonRequired: 'The audit days differ from the proposal ({{proposed}}): give a reason',
    comment: 'Comment',
    done: 'Accepted; the applicant has been notified',
  },
  refuse: {
    title: 'Refuse application',
    reason: 'Reason',
    reasonRequired: 'Enter the reason',
    done: 'Refused; the applicant has been notified',
  },
} satisfies Catalogue<typeof zh>;
