import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/decision';

export default {
  title: 'Certification decision',
  pending: 'Awaiting decision',
  done: 'Decided',
  form: {
    title: 'Certification decision',
    decision: 'Decision',
    opinion: 'Opinion',
    opinionRequired: 'Enter the opinion',
    scope: 'Reduced scope',
    scopeRequired: 'Enter the reduced scope',
    submit: 'Submit the decision',
    granted: 'Certificate {{no}} issued',
  },
} satisfies Catalogue<typeof zh>;
