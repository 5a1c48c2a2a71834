import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/stats.js';

export default {
  monthFormat: 'must be a month (YYYY-MM) or a date (YYYY-MM-DD)',
  monthOrder: 'the end month must not be before the start month',
  monthSpan: 'at most {{max}} months',
  noticeMissing: 'The notice does not exist',
  noticePublished: 'Notice published',
  noticeAlreadyPublished: 'The notice is already published',
  processMissing: 'The process instance does not exist',
} satisfies Catalogue<typeof zh>;
