import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/business/questionnaire';

export default {
  title: 'Questionnaires',
} satisfies Catalogue<typeof zh>;
