import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/cert/notice';

export default {
  title: 'Notices',
  search: { keyword: 'Title', status: 'Status' },
  columns: {
    title: 'Title',
    client: 'Audience',
    status: 'Status',
    pinned: 'Pinned',
    publishedAt: 'Published',
    updatedAt: 'Updated',
  },
  audience: { client: 'Clients', staff: 'Staff only' },
  statuses: { draft: 'Draft', published: 'Published' },
  pinnedTag: 'Pinned',
  form: {
    addTitle: 'Add notice',
    editTitle: 'Edit notice',
    title: 'Title',
    titleRequired: 'Enter a title',
    content: 'Content',
    contentRequired: 'Enter the content',
    client: 'Shown to clients',
    pinned: 'Pinned',
  },
  publish: 'Publish',
  publishConfirm: 'Publish the notice "{{title}}"? Clients will see it.',
  deleteConfirm: 'Are you sure you want to delete the notice "{{title}}"?',
  edit: 'Edit',
  delete: 'Delete',
} satisfies Catalogue<typeof zh>;
