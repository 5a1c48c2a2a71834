import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/business.js';

export default {
  bizMissing: 'The business item does not exist',
  paperMissing: 'The paper does not exist in this business item',
  formMissing: 'The form does not exist',
  formVersionMissing: 'The form has no version {{version}}',
  typeUnknown: 'The business type "{{type}}" does not exist',
  closedReadOnly: 'The business item "{{name}}" is closed and can no longer be changed',
  closedTargets: 'The business item is closed: its tenants can no longer be changed',
  closeDraft: 'The business item "{{name}}" is not published: delete it instead of closing it',
  bizHasSubmissions:
    'The business item "{{name}}" has {{count}} submission(s) and cannot be deleted; close it instead',
  paperBound: 'The form "{{name}}" is already bound to this business item',
  paperHasSubmissions: 'The form "{{name}}" has {{count}} submission(s) and cannot be unbound',
  expertsOnlyScoring: 'Only scoring forms have experts',
  expertsUnknown: 'Not users of this tenant: {{names}}',
  tenantsMissing: 'Tenants that do not exist or are disabled: {{ids}}',
  targetMissing: 'The target tenant does not exist',
  targetHasSubmissions: '{{names}} already submitted answers and cannot be removed',
  publishNeedsPaper: 'Bind at least one form to the business item first',
  publishNeedsTenant: 'Choose at least one tenant to publish to first',
  bound: 'Bound',
  unbound: 'Unbound',
  published: 'Published',
  closed: 'Business item closed',
  publishedTitle: 'New business item: {{name}}',
  publishedContent:
    '{{publisher}} published the business item "{{name}}". Fill it in under Business{{deadline}}.',
  publishedDeadline: ' (deadline {{date}})',
} satisfies Catalogue<typeof zh>;
