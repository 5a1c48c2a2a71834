import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/role.js';

export default {
  granted: 'Permissions granted',
  codeTaken: 'This app already has a role with the same code',
  notFound: 'The role does not exist',
  platformRoleAdminOnly: 'Only the platform administrator can maintain platform roles',
  resourcesOutsideApp: "Some resources do not exist or do not belong to the role's app",
  holder: '{{realname}} ({{username}})',
  holderInTenant: '{{realname}} ({{username}}, {{tenant}})',
  stillHeld: 'Users still hold this role; remove it from them first: {{holders}}',
} satisfies Catalogue<typeof zh>;
