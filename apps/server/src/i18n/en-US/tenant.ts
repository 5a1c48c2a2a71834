import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/tenant.js';

export default {
  adminOnly: 'Only the platform administrator can manage tenants',
  notFound: 'The tenant does not exist',
  codeTaken: 'The tenant code already exists',
  cannotDisableCurrent: 'You cannot disable the tenant you are signed in to',
  unknownApps: 'Some of the apps do not exist',
} satisfies Catalogue<typeof zh>;
