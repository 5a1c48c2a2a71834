import type { OperationLog } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderWithQueries } from '../../../test/renderWithQueries';
import OperLogPage from './index';

const URL_ = '/api/api-system/data/operlog/queryByPage';
const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});
const answer = <T,>(data: T) => ({ code: 200, msg: '操作成功', data });

const renderPage = () => renderWithQueries(<OperLogPage />);

const target = '5d2c7a0e-8f1b-4c3e-9a6d-2b7e1f0c4d11';
const entries: OperationLog[] = [
  {
    id: 'l2',
    username: 'admin',
    action: 'POST /api/api-system/data/resource/delDict',
    summary: 'Delete a dictionary entry without children',
    targetId: target,
    targetName: '行业分类',
    status: 200,
    ip: '198.51.0.2',
    createdAt: '2025-03-01T08:05:00.000Z',
  },
  {
    id: 'l1',
    username: 'admin',
    action: 'POST /api/api-system/data/upload/somethingNew',
    summary: 'Something the page does not know',
    targetId: null,
    targetName: null,
    status: 200,
    ip: null,
    createdAt: '2025-03-01T08:00:00.000Z',
  },
];

const button = (text: string, within: HTMLElement = document.body) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === text)!;

it('lists who did what, in Chinese where the call is known, and its summary otherwise', async () => {
  mock.onPost(URL_).reply(200, answer({ items: entries, total: 2 }));
  renderPage();

  const known = (await screen.findByText('删除字典')).closest('tr')!;
  expect(within(known).getByText('字典管理')).toBeTruthy();
  expect(within(known).getByText('admin')).toBeTruthy();
  expect(within(known).getByText(target)).toBeTruthy();
  // The record's name as it was written: a deleted entry is still named.
  expect(within(known).getByText('行业分类')).toBeTruthy();
  expect(within(known).getByText('成功')).toBeTruthy();
  const unknown = screen.getByText('Something the page does not know').closest('tr')!;
  expect(within(unknown).getByText('其他')).toBeTruthy();
  expect(mock.history.post[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({});
});

it('filters by operator and target id, and from a detail by the same target', async () => {
  mock.onPost(URL_).reply(200, answer({ items: entries, total: 2 }));
  renderPage();
  await screen.findByText('删除字典');

  fireEvent.change(screen.getByLabelText('操作人'), { target: { value: ' adm ' } });
  fireEvent.change(screen.getByLabelText('目标ID'), { target: { value: target } });
  fireEvent.click(button('搜索'));
  await waitFor(() =>
    expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({
      username: 'adm',
      targetId: target,
    }),
  );

  fireEvent.click(button('重置'));
  await waitFor(() => expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({}));

  fireEvent.click(button('详情', screen.getByText('删除字典').closest('tr')!));
  const drawer = (await screen.findByText('操作日志详情')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByText('POST /api/api-system/data/resource/delDict')).toBeTruthy();
  // In Chinese like the rest, also for an entry whose recorded summary is the API's English one.
  expect(within(drawer).getByText('字典管理')).toBeTruthy();
  expect(within(drawer).getByText('删除字典')).toBeTruthy();
  expect(within(drawer).queryByText('Delete a dictionary entry without children')).toBeNull();
  expect(within(drawer).getByText('198.51.0.2')).toBeTruthy();
  expect(within(drawer).getByText('行业分类')).toBeTruthy();

  fireEvent.click(button('查看该目标的全部操作', drawer));
  await waitFor(() =>
    expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({ targetId: target }),
  );
  expect((screen.getByLabelText('目标ID') as HTMLInputElement).value).toBe(target);
});

it('names the columns, the module and the operation in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  mock.onPost(URL_).reply(200, answer({ items: entries, total: 2 }));
  const { container } = renderPage();

  const known = (await screen.findByText('Delete dictionary')).closest('tr')!;
  expect(within(known).getByText('Dictionary management')).toBeTruthy();
  expect(within(known).getByText('Success')).toBeTruthy();
  expect(screen.getByText('Operator', { selector: 'th' })).toBeTruthy();
  const unknown = screen.getByText('Something the page does not know').closest('tr')!;
  expect(within(unknown).getByText('Other')).toBeTruthy();

  fireEvent.click(button('Details', known));
  const drawer = (await screen.findByText('Operation log details')).closest('.ant-drawer') as HTMLElement;
  expect(within(drawer).getByText('Delete dictionary')).toBeTruthy();
  expect(within(drawer).getByText('All operations on this target')).toBeTruthy();
  expect(chineseIn(container, ['行业分类'])).toEqual([]);
  expect(chineseIn(drawer, ['行业分类'])).toEqual([]);
});
