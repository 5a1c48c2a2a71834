import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/qs';

export default {
  title: 'Questionnaire groups',
} satisfies Catalogue<typeof zh>;
