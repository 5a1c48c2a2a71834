// The work queues' server state: task pages, the menu's counts, a task's detail, all under one query
// root so that one invalidation refreshes whatever is on show. Task events arrive as messages of the
// message centre, whose unread count is live (the navbar's stream): a count that rises means something
// arrived, so the task queries are refetched then, and when the window gets the focus back.
import type { TaskFilter, TaskScope, TaskSummary } from '@platform/contract';
import { hashKey, keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { msgQueryKeys } from '../../../api/msg';
import type { Page } from '../../../api/tenant';
import { workflowApi, workflowQuietApi } from '../../../api/workflow';

export const taskQueryKeys = {
  all: ['workflow', 'tasks'] as const,
  page: (filter: TaskFilter) => ['workflow', 'tasks', 'page', filter] as const,
  total: (queue: string | undefined, scope: TaskScope) =>
    ['workflow', 'tasks', 'total', queue, scope] as const,
  counts: ['workflow', 'tasks', 'counts'] as const,
  detail: (id: string) => ['workflow', 'tasks', 'detail', id] as const,
};

const UNREAD_HASH = hashKey(msgQueryKeys.unreadCount);

/** Refetches the task queries whenever the unread count rises; returns the function that stops it. */
function watchUnread(queryClient: QueryClient): () => void {
  let last = queryClient.getQueryData<number>(msgQueryKeys.unreadCount);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== UNREAD_HASH) return;
    const count = event.query.state.data as number | undefined;
    if (count === undefined || count === last) return;
    const rose = last !== undefined && count > last;
    last = count;
    if (rose) void queryClient.invalidateQueries({ queryKey: taskQueryKeys.all });
  });
}

// The sidebar and the queue page both want the signal: one watcher per cache, however many ask.
const watchers = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/** Keeps the task queries fresh while mounted: refetched when a task message arrives. */
export function useLiveTasks(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let watcher = watchers.get(queryClient);
    if (!watcher) {
      watcher = { users: 0, stop: watchUnread(queryClient) };
      watchers.set(queryClient, watcher);
    }
    watcher.users += 1;
    const held = watcher;
    return () => {
      held.users -= 1;
      if (held.users === 0) {
        held.stop();
        watchers.delete(queryClient);
      }
    };
  }, [queryClient]);
}

/** Open tasks (mine or claimable) per queue, for the menu's badges: one call however many badges. */
export function useQueueCounts(): Record<string, number> | undefined {
  useLiveTasks();
  const { data } = useQuery({
    queryKey: taskQueryKeys.counts,
    queryFn: workflowQuietApi.counts,
    refetchOnWindowFocus: true,
  });
  return data?.byQueue;
}

/** One page of a queue's tasks. */
export function useTaskPage(filter: TaskFilter) {
  return useQuery({
    queryKey: taskQueryKeys.page(filter),
    queryFn: () => workflowApi.tasks(filter),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** How many tasks a tab of the queue holds, whatever the filter (a one-row page's total). */
export function useTaskTotal(queue: string | undefined, scope: TaskScope) {
  return useQuery({
    queryKey: taskQueryKeys.total(queue, scope),
    queryFn: async () => (await workflowApi.tasks({ scope, queue, pageIndex: 1, pageSize: 1 })).total,
    refetchOnWindowFocus: true,
  });
}

export function useTaskDetail(id: string | undefined) {
  return useQuery({
    queryKey: taskQueryKeys.detail(id ?? ''),
    queryFn: () => workflowApi.task(id!),
    enabled: id !== undefined,
  });
}

/**
 * The processes of the tasks this queue has listed (the filter's choices), read from the cache: only
 * process administrators may list the definitions themselves.
 */
export function useQueueProcesses(queue: string | undefined): { value: string; label: string }[] {
  const queryClient = useQueryClient();
  const byKey = new Map<string, string>();
  for (const [key, page] of queryClient.getQueriesData<Page<TaskSummary>>({
    queryKey: [...taskQueryKeys.all, 'page'],
  })) {
    if ((key[3] as TaskFilter | undefined)?.queue !== queue) continue;
    for (const task of page?.items ?? []) byKey.set(task.definitionKey, task.definitionName);
  }
  return [...byKey].map(([value, label]) => ({ value, label }));
}
