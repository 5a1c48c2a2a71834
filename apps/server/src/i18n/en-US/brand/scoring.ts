import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/scoring.js';

export default {
  processMissing: 'The assessment process does not exist',
  notAssigned: 'You are not a scoring expert of this assessment',
  notScoring: 'The assessment is not at expert scoring: scores cannot be changed',
  alreadySubmitted: 'You have submitted your scores: they cannot be changed',
  notSubmittedYet: "Submit your own scores before reading the other experts' scores",
  questionnaireMissing: 'The questionnaire does not exist',
  indicatorMissing: 'The indicator does not exist',
  scoreNumber: 'must be a number',
  scoreRange: 'must be between 0 and {{max}}',
  scoreDecimals: 'at most 2 decimals',
  unscored: 'Indicators not scored yet: {{names}}',
  indicatorUnit: 'indicator(s)',
  submitted: 'Scores submitted',
  suggestionMissing: 'The suggestion does not exist',
  suggestionNotMine: 'You can delete only your own suggestions',
  pathMissing: 'The question does not exist',
} satisfies Catalogue<typeof zh>;
