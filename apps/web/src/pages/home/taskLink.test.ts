import { describe, expect, it } from 'vitest';
import { taskLink } from './taskLink';

describe('taskLink', () => {
  const paths = new Set(['/index', '/review@wait', '/review@wait/index']);

  it("opens the task's work queue when the user's menu has it", () => {
    expect(taskLink({ queue: 'review', instanceId: 'i-1' }, paths)).toBe('/review@wait/index');
  });

  it('opens 专家评审 for a carbon verification, whose queue has no menu page of its own', () => {
    expect(taskLink({ queue: 'carbonVerify', instanceId: 'i-1' }, new Set(['/0010/index']))).toBe(
      '/0010/index',
    );
  });

  it('falls back to the progress of the instance for a queue the user does not have, or none', () => {
    expect(taskLink({ queue: 'approve', instanceId: 'i-1' }, paths)).toBe(
      '/workflow/progress?wfInstanceId=i-1',
    );
    expect(taskLink({ queue: null, instanceId: 'i 2' }, paths)).toBe('/workflow/progress?wfInstanceId=i%202');
  });
});
