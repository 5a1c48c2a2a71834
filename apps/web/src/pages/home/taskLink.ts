// Where a task on the workbench leads: its work queue ('review' → the '/review@wait' menu page) when the
// user's menu has that page, otherwise the instance's progress page, which every signed-in user has.
import type { TaskSummary } from '@platform/contract';

export function taskLink(
  task: Pick<TaskSummary, 'queue' | 'instanceId'>,
  permittedPaths: ReadonlySet<string>,
): string {
  if (task.queue) {
    const queue = `/${task.queue}@wait/index`;
    if (permittedPaths.has(queue)) return queue;
  }
  return `/workflow/progress?wfInstanceId=${encodeURIComponent(task.instanceId)}`;
}
