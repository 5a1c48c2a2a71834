import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/system/position';

export default {
  code: 'Position code',
  name: 'Position name',
  sort: 'Display order',
  status: 'Status',
  remark: 'Remark',
  createdAt: 'Created at',
  codePlaceholder: 'Enter the position code',
  namePlaceholder: 'Enter the position name',
  edit: 'Edit',
  remove: 'Delete',
  addTitle: 'Add position',
  editTitle: 'Edit position',
  codeRequired: 'Enter the position code',
  codePattern: 'Only letters, digits, underscores and hyphens',
  nameRequired: 'Enter the position name',
  confirmRemove: 'Are you sure you want to delete the position "{{name}}"?',
} satisfies Catalogue<typeof zh>;
