import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/forms.js';

export default {
  restored: 'Restored',
  formMissing: 'The form does not exist',
  qsMissing: 'The questionnaire detail does not exist',
  scoringMissing: 'The scoring form does not exist',
  versionMissing: 'The version does not exist',
  alreadyCurrent: 'It is the current version already',
  requiredForNewQs: 'Required for a new questionnaire detail',
  qsOfOtherQuestionnaire: 'The questionnaire detail does not belong to this questionnaire',
  bizTypeMust: 'The business type must be {{bizType}}',
  totalMismatch: "The total score should be the sum of the questions' scores, {{total}}",
  scoringNoClash: 'The scoring form number clashed, please try again',
  duplicateModel: 'Duplicate data field {{model}}{{where}}, used by "{{labels}}"',
  duplicateScope: ' (in {{scope}})',
  labelSeparator: '", "',
  batchInside: 'A dynamic table cannot be placed in a {{container}} (at {{at}})',
  modelMissing: '"{{label}}" has no data field name (at {{at}})',
  storedBroken: 'The template of the {{what}} "{{name}}" is faulty and cannot be read: {{reason}}',
  kinds: { qsDetail: 'questionnaire detail' },
} satisfies Catalogue<typeof zh>;
