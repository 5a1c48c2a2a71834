import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/data-examine';

export default {
  title: 'Audit file review',
  search: { openFindings: 'Open nonconformities', has: 'Yes', none: 'No' },
  view: 'View file',
} satisfies Catalogue<typeof zh>;
