import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/process.js';

export default {
  missing: 'The assessment does not exist',
  qsMissing: 'The questionnaire does not exist',
  creditCodeInvalid: 'Invalid unified social credit code',
  notEditable: 'The application and its answers cannot be changed in this state',
  answersMissing: 'These questionnaires are not complete: {{names}}',
  noQuestionnaires: 'No assessment questionnaires are configured',
  notWithdrawable: 'An assessment cannot be withdrawn once its formal check has begun',
  notSubmitted: 'The assessment is not awaiting its formal check',
  notAssignable: 'Experts can be assigned only while awaiting the formal check or during scoring',
  expertsSubmitted: 'An expert has submitted scores: the experts can no longer be changed',
  notExpert: '{{id}} is not an expert of this body',
  expertsRequired: 'Assign the scoring experts first',
  commentRequired: 'Give a comment when returning',
  notReviewing: 'The assessment is not awaiting review',
  formInvalid: 'The questionnaire has errors ({{count}} in all): {{label}}: {{reason}}',
  applied: 'Application submitted',
  updated: 'Application saved',
  draftSaved: 'Draft saved',
  answerSaved: 'Answers saved',
  submitted: 'Questionnaires submitted',
  withdrawn: 'Withdrawn',
  assigned: 'Experts assigned',
  checked: 'Formal check done',
  reviewed: 'Review done',
  message: {
    returnedTitle: 'Brand assessment {{no}} returned',
    returnedContent:
      'The formal check of your assessment of the brand "{{brandName}}" ({{no}}) did not pass: {{comment}}. Please correct it and submit again.',
    scoringTitle: 'Brand assessment {{no}} to score',
    scoringContent:
      'You are assigned as an expert of the assessment of the brand "{{brandName}}" of {{entName}} ({{no}}). Please score it in Expert review.',
    rescoringTitle: 'Brand assessment {{no}} returned for rescoring',
    rescoringContent:
      'The review returned the assessment of the brand "{{brandName}}" ({{no}}) for rescoring: {{comment}}',
    completedTitle: 'Brand assessment {{no}} completed',
    completedContent:
      'The assessment of your brand "{{brandName}}" ({{no}}) is complete: strength score {{score}}, level {{level}}.',
  },
} satisfies Catalogue<typeof zh>;
