import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/workbench';

export default {
  title: 'Workbench',
  counts: {
    mine: 'My tasks',
    candidate: 'To claim',
    overdue: 'Overdue',
  },
  byProcess: 'Tasks by process',
  byProcessEmpty: 'No open tasks',
  overdue: 'Overdue tasks',
  overdueEmpty: 'No overdue tasks',
  recent: 'Recent tasks',
  recentEmpty: 'No tasks',
  dueAt: 'Due {{at}}',
  createdAt: 'Created {{at}}',
  overdueTag: 'Overdue',
  claimable: 'To claim',
  messages: 'Unread messages',
  messagesEmpty: 'No unread messages',
  messagesFailed: 'Messages could not be loaded',
  failed: 'Your tasks could not be loaded just now; the rest of the home page is unaffected.',
  retry: 'Retry',
} satisfies Catalogue<typeof zh>;
