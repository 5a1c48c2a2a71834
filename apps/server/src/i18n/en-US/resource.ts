import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/resource.js';

export default {
  adminOnly: 'Only the platform administrator can maintain the resources of apps',
  notFound: 'The resource does not exist',
  urlRequired: 'An external link resource needs a link address',
  urlScheme: 'The link address must start with http:// or https://',
  parentIsSelf: 'A resource cannot be its own parent',
  parentMissing: 'The parent resource does not exist or belongs to another app',
  parentIsDescendant: 'The parent resource cannot be one of its own descendants',
  otherApp: 'A resource cannot move to another app',
} satisfies Catalogue<typeof zh>;
