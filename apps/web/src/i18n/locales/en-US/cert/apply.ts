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
  settings: {
    button: 'Application form',
    title: 'Application form setting',
    form: 'Application form',
    none: 'No application form',
    hint: 'Applicants fill in the chosen form template (designed in the form designer) with their application; it is checked by its rules on submission.',
    noForms: 'No form templates yet: design one in the form designer first',
    updated: 'Changed by {{by}} at {{at}}',
    done: 'The application form setting was saved',
  },
  refuse: {
    title: 'Refuse application',
    reason: 'Reason',
    reasonRequired: 'Enter the reason',
    done: 'Refused; the applicant has been notified',
  },
} satisfies Catalogue<typeof zh>;
