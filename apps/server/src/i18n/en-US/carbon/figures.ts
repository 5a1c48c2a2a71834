import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/figures.js';

export default {
  sourceUnusable: 'Emission source "{{name}}" cannot be calculated: {{reason}}',
  orgNotFound: 'Organisation not found',
  planNotFound: 'Plan not found',
  planExists: 'The organisation already has a reduction plan for {{year}}',
  baseYearBeforeYear: 'The base year must be before the plan year',
  unitMismatch: 'Unit "{{from}}" does not convert to "{{to}}"',
} satisfies Catalogue<typeof zh>;
