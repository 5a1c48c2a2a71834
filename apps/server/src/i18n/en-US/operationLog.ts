import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/operationLog.js';

export default {
  targetPerson: '{{realname}} ({{username}})',
} satisfies Catalogue<typeof zh>;
