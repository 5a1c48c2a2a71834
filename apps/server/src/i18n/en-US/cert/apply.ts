import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/apply.js';

export default {
  saved: 'Application saved',
  submitted: 'Application submitted',
  withdrawn: 'Application withdrawn',
  removed: 'Application deleted',
  accepted: 'Application accepted',
  refused: 'Application not accepted',
  missing: 'The application does not exist',
  notDraft: 'Only a draft application can be changed or deleted',
  notSubmitted: 'Only an application awaiting acceptance can be withdrawn',
  notAwaitingAcceptance: 'The application is not awaiting acceptance',
  creditCodeInvalid: 'Invalid unified social credit code (18 characters, check character does not match)',
  employeesPositive: 'The number of people must be greater than 0',
  siteName: 'The site name must not be empty',
  siteAddress: 'The site address must not be empty',
  siteEmployees: 'The people of a site must not be negative',
  sitesRequired: 'Enter at least one site',
  sitesOverEmployees:
    'The people of the sites ({{sum}}) exceed the people of the application ({{employees}})',
  fieldsRequired: 'Select at least one certification field',
  productRequired: 'Enter the product name, models and factory',
  formInvalid: 'The application form has {{count}} problem(s): {{label}}: {{reason}}',
  settingsSaved: 'The application form setting was saved',
  daysPositive: 'The audit days must be greater than 0',
  schemeNames: {
    QMS: 'quality management system',
    EMS: 'environmental management system',
    OHSMS: 'occupational health and safety management system',
    EnMS: 'energy management system',
    CCC: 'CCC product',
  },
  required: 'must not be empty',
  daysReasonRequired: 'The audit days differ from the proposal ({{proposed}}): give a reason',
  incomplete: 'The application is incomplete: {{fields}}',
  withdrawReason: 'Withdrawn by the applicant',
  processTitle: '{{entName}} {{scheme}} certification application',
  acceptTitle: 'Certification application accepted',
  acceptContent:
    '{{entName}}: your {{scheme}} certification application ({{no}}) has been reviewed by {{orgName}} and is accepted. Accepted by {{reviewer}} on {{date}}.',
  refuseTitle: 'Certification application not accepted',
  refuseContent:
    '{{entName}}: your {{scheme}} certification application ({{no}}) has been reviewed by {{orgName}} and cannot be accepted. Reason: {{reason}}. Please contact {{reviewer}} with any questions.',
} satisfies Catalogue<typeof zh>;
