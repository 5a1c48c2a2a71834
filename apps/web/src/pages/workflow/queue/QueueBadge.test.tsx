import type { TaskCounts } from '@platform/contract';
import { WORKFLOW_PREFIX } from '@platform/contract/workflow-model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { msgQueryKeys } from '../../../api/msg';
import { TestProviders } from '../../../components/TestProviders';
import { mockApi } from '../../../test/mockApi';
import { answer } from '../../../test/renderSystemPage';
import { queueBadgeOf } from './QueueBadge';

const mock = mockApi();

const counts = (byQueue: Record<string, number>): TaskCounts => ({
  mine: 0,
  candidate: 0,
  overdue: 0,
  byQueue,
});

/** Menu entries as the side menu renders them, each with the badge after its title. */
function renderMenu(paths: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders>
      <QueryClientProvider client={client}>
        {paths.map((path) => (
          <p key={path} data-path={path}>
            {path}
            {queueBadgeOf(path)}
          </p>
        ))}
      </QueryClientProvider>
    </TestProviders>,
  );
  return client;
}

const countCalls = () => mock.history.get.filter((call) => call.url === `${WORKFLOW_PREFIX}/task/counts`);

it('shows the open tasks of each work queue entry, with one call for the whole menu', async () => {
  mock.onGet(`${WORKFLOW_PREFIX}/task/counts`).reply(200, answer(counts({ review: 3, awaitApply: 0 })));
  renderMenu(['/index', '/review@wait/index', '/awaitApply@wait/index']);
  expect(await screen.findByTitle('3 个待办任务')).toBeTruthy();
  expect(countCalls()).toHaveLength(1);
  expect(document.querySelector('[data-path="/awaitApply@wait/index"] .ant-badge')).toBeNull();
  expect(document.querySelector('[data-path="/index"] .ant-badge')).toBeNull();
});

it('asks nothing for a menu without work queues', async () => {
  renderMenu(['/index', '/system/user/index']);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(countCalls()).toHaveLength(0);
});

it('counts again when a new message arrives, not when one is read', async () => {
  mock
    .onGet(`${WORKFLOW_PREFIX}/task/counts`)
    .replyOnce(200, answer(counts({ review: 1 })))
    .onGet(`${WORKFLOW_PREFIX}/task/counts`)
    .reply(200, answer(counts({ review: 2 })));
  const client = renderMenu(['/review@wait/index']);
  client.setQueryData(msgQueryKeys.unreadCount, 4);
  expect(await screen.findByTitle('1 个待办任务')).toBeTruthy();

  act(() => client.setQueryData(msgQueryKeys.unreadCount, 3));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(countCalls()).toHaveLength(1);

  act(() => client.setQueryData(msgQueryKeys.unreadCount, 4));
  expect(await screen.findByTitle('2 个待办任务')).toBeTruthy();
  await waitFor(() => expect(countCalls()).toHaveLength(2));
});
