// The react-query keys of the message centre: the bell's unread count and the drawer's pages share the
// 'msg' prefix, so that one invalidation after reading a message reloads both (spec shell.md §4).
export const MSG_QUERY_ROOT = ['msg'] as const;
export const unreadCountKey = ['msg', 'unreadCount'] as const;
export const messagePageKey = (status: number, page: number) => ['msg', 'page', status, page] as const;
export const messagePagesKey = ['msg', 'page'] as const;
