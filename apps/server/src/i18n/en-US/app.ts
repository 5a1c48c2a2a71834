import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../zh-CN/app.js';

export default {
  adminOnly: 'Only the platform administrator can manage apps',
  keyTaken: 'The app key already exists',
  systemUndeletable: 'The system management app cannot be deleted',
  openedBy: 'These tenants have opened the app; close it for them before deleting it: {{tenants}}',
} satisfies Catalogue<typeof zh>;
