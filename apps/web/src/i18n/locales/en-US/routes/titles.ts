import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/routes/titles';

export default {
  dmn: 'Decision tables',
  progress: 'Process progress',
  businessFill: 'Fill in',
  batchProcessOfd: 'OFD batch processing',
} satisfies Catalogue<typeof zh>;
