import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/scoring.js';

export default {
  submissionMissing: 'Submission not found',
  notScoring: 'This submission is not an answer to a scoring form',
  notAssigned: 'You are not an assigned expert of this scoring form',
  notScorable: 'Only submitted or accepted answers can be scored',
  notManual: 'This item is not scored by experts',
  itemRequired: 'Score this item',
  itemTooHigh: 'At most {{max}} points',
  scored: 'Scores saved',
  untitledItem: 'Untitled item ({{model}})',
  notSubmitted: 'This answer has not been submitted yet: no suggestions can be made',
  pathUnknown: 'The form has no such field',
  suggestionMissing: 'Suggestion not found',
  notOwnSuggestion: 'You can only delete your own suggestions',
  paperMissing: 'Business form not found',
  export: {
    answers: 'Answers',
    columns: {
      no: 'Submission no.',
      tenant: 'Submitting tenant',
      submitter: 'Submitted by',
      submittedAt: 'Submitted at',
      row: 'Row',
    },
    yes: 'Yes',
    no: 'No',
  },
} satisfies Catalogue<typeof zh>;
