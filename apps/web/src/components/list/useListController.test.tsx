import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useUser } from '../../stores/user';
import { staffUser } from '../../test/people';
import { TestProviders } from '../TestProviders';
import { useListController, type ListControllerOptions, type ListTableColumn } from './useListController';

interface Row {
  id: string;
  name: string;
}

const columns: ListTableColumn<Row>[] = [
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'code', title: '编码', dataIndex: 'code' },
  { key: 'remark', title: '备注', dataIndex: 'remark', defaultHidden: true },
];

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
  localStorage.clear();
  useUser.setState({ user: staffUser });
});

afterEach(() => {
  useUser.setState({ user: undefined });
});

function renderController(options: Partial<ListControllerOptions<Row, { name?: string }>> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TestProviders>
  );
  return renderHook(
    () =>
      useListController<Row, { name?: string }>({ id: 'test.rows', columns, queryKey: ['rows'], ...options }),
    { wrapper },
  );
}

const dialogOf = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-modal-container') as HTMLElement;
const button = (text: string, container: HTMLElement) =>
  within(container).getByText(text, { selector: 'button span' }).closest('button')!;

it('searches from the first page, leaving blank inputs out', () => {
  const { result } = renderController();
  act(() => result.current.setPaging({ page: 3, limit: 30 }));
  expect(result.current.paging).toEqual({ pageIndex: 3, pageSize: 30 });

  act(() => result.current.search({ name: ' 质检 ', code: '  ', status: undefined }));

  expect(result.current.filter).toEqual({ name: '质检' });
  expect(result.current.paging).toEqual({ pageIndex: 1, pageSize: 30 });
});

it('resets to the filter the page opened with, from the first page', () => {
  const { result } = renderController({ initialFilter: { name: '全部' } });
  act(() => result.current.search({ name: '质检' }));
  act(() => result.current.setPaging({ page: 2, limit: 20 }));

  act(() => result.current.reset());

  expect(result.current.filter).toEqual({ name: '全部' });
  expect(result.current.page).toBe(1);
});

it('sorting and searching start again from the first page with nothing selected', () => {
  const { result } = renderController();
  act(() => result.current.setPaging({ page: 2, limit: 20 }));
  act(() => result.current.setSelectedKeys(['r-1']));

  act(() => result.current.setSort({ field: 'name', order: 'descend' }));
  expect(result.current.sort).toEqual({ field: 'name', order: 'descend' });
  expect(result.current.page).toBe(1);
  expect(result.current.selectedKeys).toEqual([]);

  act(() => result.current.setSelectedKeys(['r-1']));
  act(() => result.current.search({ name: 'x' }));
  expect(result.current.selectedKeys).toEqual([]);
});

it('deletes only once the user confirms, then says so and reloads the module', async () => {
  const request = vi.fn().mockResolvedValue('删除成功');
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { result } = renderController({
    remove: { request, confirm: (row) => `是否确认删除“${row.name}”？` },
  });

  act(() => result.current.remove({ id: 'r-1', name: '质检员' }));
  let dialog = await dialogOf('是否确认删除“质检员”？');
  expect(dialog.querySelector('.ant-modal-confirm-title')!.textContent).toBe('系统提示');
  fireEvent.click(button('取消', dialog));
  await waitFor(() => expect(screen.queryByText('是否确认删除“质检员”？')).toBeNull());
  expect(request).not.toHaveBeenCalled();

  act(() => result.current.remove({ id: 'r-1', name: '质检员' }));
  dialog = await dialogOf('是否确认删除“质检员”？');
  fireEvent.click(button('确定', dialog));

  expect(await screen.findByText('删除成功')).toBeTruthy();
  expect(request).toHaveBeenCalledWith({ id: 'r-1', name: '质检员' });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rows'] });
});

it('does not reload when the server refuses the delete', async () => {
  const request = vi.fn().mockRejectedValue(new Error('该岗位下还有用户'));
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { result } = renderController({ remove: { request, confirm: () => '删除？' } });

  act(() => result.current.remove({ id: 'r-1', name: '质检员' }));
  fireEvent.click(button('确定', await dialogOf('删除？')));

  await waitFor(() => expect(request).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByText('删除？')).toBeNull());
  expect(invalidate).not.toHaveBeenCalled();
});

it('shows the columns the page shows at first until the user chooses', () => {
  const { result } = renderController();

  expect(result.current.columns.map((c) => [c.key, c.visible])).toEqual([
    ['name', true],
    ['code', true],
    ['remark', false],
  ]);
  expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['name', 'code']);
});

it('keeps each user’s column choice for the next visit', () => {
  const first = renderController();
  act(() =>
    first.result.current.setColumns(
      first.result.current.columns.map((c) => ({ ...c, visible: c.key !== 'code' })),
    ),
  );
  expect(first.result.current.visibleColumns.map((c) => c.key)).toEqual(['name', 'remark']);
  first.unmount();

  expect(renderController().result.current.visibleColumns.map((c) => c.key)).toEqual(['name', 'remark']);

  useUser.setState({ user: { ...staffUser, userId: 'u-other' } });
  expect(renderController().result.current.visibleColumns.map((c) => c.key)).toEqual(['name', 'code']);
});

it('refreshes everything under the module’s query key', async () => {
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { result } = renderController();

  await act(() => result.current.refresh());

  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rows'] });
});

it('opens the form dialog to add or to edit a row, and closes it', () => {
  const { result } = renderController();
  expect(result.current.editing).toBeUndefined();

  act(() => result.current.add());
  expect(result.current.editing).toBeNull();

  act(() => result.current.edit({ id: 'r-1', name: '质检员' }));
  expect(result.current.editing).toEqual({ id: 'r-1', name: '质检员' });

  act(() => result.current.closeEditor());
  expect(result.current.editing).toBeUndefined();
});
