// Where a task on the workbench leads: its work queue's page ('review' → the '/review@wait' menu page;
// a carbon verification → 专家评审) when the user's menu has that page, otherwise the instance's
// progress page, which every signed-in user has.
import type { TaskSummary } from '@platform/contract';
import { queuePage } from '@platform/contract/workflow-model';

export function taskLink(
  task: Pick<TaskSummary, 'queue' | 'instanceId'>,
  permittedPaths: ReadonlySet<string>,
): string {
  if (task.queue) {
    const page = `${queuePage(task.queue)}/index`;
    if (permittedPaths.has(page)) return page;
  }
  return `/workflow/progress?wfInstanceId=${encodeURIComponent(task.instanceId)}`;
}
