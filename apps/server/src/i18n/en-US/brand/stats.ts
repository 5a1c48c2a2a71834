// The statistics call (getTaskStatistics) has no messages of its own: its refusals (403, a bad
// businessType) are the shared ones.
import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/brand/stats.js';

export default {} satisfies Catalogue<typeof zh>;
