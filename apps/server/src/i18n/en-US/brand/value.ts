import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/value.js';

export default {
  processMissing: 'The assessment process does not exist',
  notPublished: 'The result is not published yet: the brand value cannot be viewed',
  inputsClosed: 'The assessment is completed: its value inputs can no longer change',
  discountNotAboveGrowth:
    'The discount rate ({{discount}}) must be greater than the terminal growth ({{growth}}), otherwise the terminal value cannot be computed',
  discountAboveGrowth: 'must be greater than the terminal growth',
  royaltyRange: 'must be greater than the minimum royalty rate',
  shareDecimals: 'at most 4 decimals',
  inputsSaved: 'Value inputs saved',
  settingsSaved: 'Settings saved',
} satisfies Catalogue<typeof zh>;
