import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/qs.js';

export default {
  groupMissing: 'The questionnaire group does not exist',
  questionnaireMissing: 'The questionnaire does not exist',
  formMissing: 'The form does not exist',
  formKind: 'Only questionnaire or scoring forms can be bound',
  formBound: 'The form "{{name}}" is already bound to this group',
  groupSaved: 'Group saved',
  groupRemoved: 'Group deleted',
  bound: 'Questionnaire bound',
  updated: 'Questionnaire updated',
  unbound: 'Questionnaire unbound',
  groupInUse: 'The questionnaires of group "{{name}}" have {{count}} answer(s): it cannot be deleted',
  questionnaireInUse: 'The questionnaire "{{name}}" has {{count}} answer(s): it cannot be unbound',
} satisfies Catalogue<typeof zh>;
