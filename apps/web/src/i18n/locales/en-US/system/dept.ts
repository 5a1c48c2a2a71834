import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/system/dept';

export default {
  name: 'Department name',
  parent: 'Parent department',
  noParent: 'None (top-level department)',
  leader: 'Leader',
  phone: 'Phone',
  email: 'Email',
  sort: 'Sort',
  status: 'Status',
  namePlaceholder: 'Enter a department name',
  addChild: 'Add child',
  edit: 'Edit',
  remove: 'Delete',
  expandAll: 'Expand/Collapse',
  addTitle: 'Add department',
  editTitle: 'Edit department',
  nameRequired: 'Enter a department name',
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Invalid phone number',
  confirmRemove: 'Are you sure you want to delete department "{{name}}"?',
  cannotRemove: 'Cannot delete',
  hasChildren: 'This department has sub-departments and cannot be deleted',
  hasUsers: 'This department still has {{count}} user(s) and cannot be deleted',
  ok: 'OK',
  empty: 'No departments',
} satisfies Catalogue<typeof zh>;
