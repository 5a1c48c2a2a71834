import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/fill';
import routeTitles from '../routes/titles';

export default {
  title: routeTitles.businessFill,
  back: 'Back',
  no: 'No. {{no}}',
  versionOf: 'Version {{version}} (read-only)',
  noSubmission: 'No submission was named',
  loading: 'Loading…',
  loadFailed: 'Could not load: {{reason}}',
  templateFailed: 'The form cannot be shown: {{reason}}',
  save: {
    saving: 'Saving…',
    saved: 'Saved {{time}}',
    failed: 'Save failed',
    unsaved: 'Unsaved changes',
    retry: 'Retry',
  },
  saveNow: 'Save draft',
  submit: 'Submit',
  submitConfirm: 'Once submitted it cannot be changed unless the reviewer returns it. Submit now?',
  submitted: 'Submitted',
  fixFields: 'Please correct the fields marked in red first',
  restored: 'Restored what this browser kept at {{time}} (newer than the draft on the server)',
  readOnly: {
    submitted: 'Submitted and waiting for review; it cannot be changed',
    accepted: 'Accepted by the reviewer',
    closed: 'This business is closed; nothing more can be submitted',
    version: 'This is a submitted version',
  },
  returned: {
    title: 'Returned by the reviewer: revise as commented and submit again',
    by: '{{by}} · {{at}}',
    fieldList: 'Field comments',
  },
  accepted: 'Accepted',
  reviewComment: 'Reviewer: {{comment}}',
  suggestion: 'Expert suggestion ({{expert}}): {{content}}',
  suggestions: 'Expert suggestions',
} satisfies Catalogue<typeof zh>;
