import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/compliance.js';

export default {
  paperMissing: 'The business form does not exist or is not published to your tenant',
  submissionMissing: 'Submission not found',
  versionMissing: 'That version does not exist',
  itemClosed: 'The business item is closed: nothing more can be filled in',
  notOpenYet: 'The business item opens on {{date}}',
  pastClose: 'The business item closed on {{date}}',
  notEditable: 'A submitted or accepted submission cannot be changed',
  notSubmitted: 'Only a submission waiting for review can be reviewed',
  formInvalid: 'The form has errors ({{count}} in all): {{label}}: {{reason}}',
  uploadNotYours: 'The attachment does not exist or was not uploaded by you: {{name}}',
  returnNeedsComment: 'Give a comment or field comments when returning',
  tooManyFieldComments: 'At most {{max}} field comments',
  draftSaved: 'Draft saved',
  submitted: 'Submitted, waiting for review',
  accepted: 'Accepted',
  returned: 'Returned',
  reviewedHandler: 'Records the review of a business submission and tells the submitter',
  acceptedTitle: 'Business submission accepted: {{biz}}',
  acceptedContent: 'Your submission "{{form}}" (no. {{no}}) has been accepted. {{comment}}',
  returnedTitle: 'Business submission returned: {{biz}}',
  returnedContent:
    'Your submission "{{form}}" (no. {{no}}) was returned: correct it as the reviewer asks and submit it again. {{comment}}',
  commentPart: 'Reviewer comment: {{comment}}',
} satisfies Catalogue<typeof zh>;
