import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { TestProviders } from '../TestProviders';
import { ListPage } from './ListPage';
import { useListController, type ListTableColumn } from './useListController';

interface Row {
  id: string;
  name: string;
  sort: number;
}

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `r-${i + 1}`,
  name: `角色${i + 1}`,
  sort: i + 1,
}));

const columns: ListTableColumn<Row>[] = [
  { key: 'name', title: '名称', dataIndex: 'name' },
  { key: 'sort', title: '排序', dataIndex: 'sort', sorter: (a, b) => a.sort - b.sort },
];

function Roles() {
  const list = useListController<Row, { keyword?: string }>({
    id: 'test.roles',
    columns,
    queryKey: ['roles'],
    match: (row, { keyword }) => !keyword || row.name.includes(keyword),
  });
  return (
    <ListPage
      list={list}
      rows={{ data: rows, isFetching: false }}
      name="roleSearch"
      search={[{ name: 'keyword', label: '关键字' }]}
    />
  );
}

beforeEach(() => {
  localStorage.clear();
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient()}>
        <Roles />
      </QueryClientProvider>
    </TestProviders>,
  );
});

const names = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelector('td')!.textContent);

it('pages a whole list twenty rows at a time', () => {
  expect(screen.getByText('共 25 条')).toBeTruthy();
  expect(names()).toHaveLength(20);
  expect(names()[0]).toBe('角色1');
});

it('filters a whole list with the search form and its match', async () => {
  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 角色2 ' } });
  fireEvent.click(within(document.querySelector('form')!).getByText('搜索', { selector: 'button span' }));

  await waitFor(() => expect(screen.getByText('共 7 条')).toBeTruthy());
  expect(names()).toEqual(['角色2', '角色20', '角色21', '角色22', '角色23', '角色24', '角色25']);
});

it('sorts a whole list by a column’s own compare', async () => {
  const header = document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!;
  fireEvent.click(header);
  await waitFor(() => expect(names()[0]).toBe('角色1'));
  fireEvent.click(header);

  await waitFor(() => expect(names()[0]).toBe('角色25'));
});
