import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/verification.js';

export default {
  handler: 'Record the verification outcome (a return from the work queue returns the verification)',
  modelMissing: 'The accounting model does not exist',
  modelHasNoSources:
    'The accounting model has no emission sources yet and cannot be submitted for verification',
  modelSubmitted: 'The accounting model is already submitted and under verification',
  modelVerified: 'The accounting model is verified and locked; create a new version to change it',
  verificationMissing: 'The verification does not exist',
  verificationClosed: 'This verification already has a statement or was returned',
  submitterCannotVerify: 'The submitter cannot verify the inventory they submitted',
  otherVerifier: 'Another verifier handles this verification',
  activityOutOfScope: "This activity row is not of the verification's organisation and year",
  sourceOutOfScope: "This emission source is not of the verification's accounting model",
  findingMissing: 'The finding does not exist',
  findingClosed: 'This finding is closed',
  openFindings: '{{count}} finding(s) are not closed yet: the statement cannot be issued',
  modelChanged: 'The accounting model is no longer the version submitted for verification',
  submitted: 'Submitted for verification',
  sampled: 'Sample result recorded',
  findingAdded: 'Finding raised',
  findingAnswered: 'Finding answered',
  findingClosedDone: 'Finding closed',
  statementIssued: 'Verification statement issued',
  returned: 'Verification returned',
  severity: {
    misstatement: 'misstatement',
    nonconformity: 'nonconformity',
    observation: 'observation',
  },
  assurance: {
    reasonable: 'reasonable assurance',
    limited: 'limited assurance',
  },
  findingRaisedTitle: 'Verification finding: {{org}}, {{year}}',
  findingRaisedContent:
    'Verifier {{verifier}} raised a finding ({{severity}}): {{text}}. Please answer it on the Carbon verification page.',
  findingAnsweredTitle: 'Finding answered: {{org}}, {{year}}',
  findingAnsweredContent:
    '{{who}} answered the finding: {{answer}}. Review and close it on the Expert review page.',
  verifiedTitle: 'Verification completed: {{org}}, {{year}}',
  verifiedContent:
    'Verifier {{verifier}} issued the verification statement ({{assurance}}, materiality {{materiality}}%): {{opinion}}. The verified figures are locked.',
  returnedTitle: 'Verification returned: {{org}}, {{year}}',
  returnedContent:
    'Verifier {{verifier}} returned the verification: {{comment}}. Please correct and resubmit.',
} satisfies Catalogue<typeof zh>;
