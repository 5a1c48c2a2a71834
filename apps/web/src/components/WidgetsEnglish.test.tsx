// The shared widgets and the list kit in English (issue 17): their own words come from the common
// catalogue, in the language the page shows.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { chineseIn, inLanguage } from '../test/i18n';
import { formatTime, parseTime } from '../utils/time';
import { ListPage, statusOptions, StatusTag, useListController, type ListTableColumn } from './list';
import { Pager } from './pager/Pager';
import { TestProviders } from './TestProviders';
import { fileRefusal } from './upload/uploadRules';
import { YearRangePicker } from './year-range-picker/YearRangePicker';

interface Row {
  id: string;
  name: string;
  status: number;
}

const rows: Row[] = [
  { id: '1', name: '质检员', status: 1 },
  { id: '2', name: '审核员', status: 0 },
];

function Positions() {
  const columns: ListTableColumn<Row>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (s: number) => <StatusTag status={s} /> },
  ];
  const list = useListController<Row, { status?: number }>({
    id: 'test.positions',
    columns,
    queryKey: ['p'],
  });
  return (
    <ListPage
      list={list}
      rows={{ data: rows, isFetching: false }}
      name="positionSearch"
      search={[{ name: 'status', label: 'Status', options: statusOptions() }]}
      actions={{ render: () => null }}
    />
  );
}

beforeEach(async () => {
  await inLanguage('en-US');
});

afterEach(async () => {
  await inLanguage('zh-CN');
});

it('shows a list page, its toolbar and its pager in English', () => {
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <TestProviders>
        <Positions />
      </TestProviders>
    </QueryClientProvider>,
  );

  expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Add/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Hide search' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
  expect(screen.getByText('Enabled')).toBeTruthy();
  expect(screen.getByText('Disabled')).toBeTruthy();
  expect(screen.getByText('Total 2')).toBeTruthy();
  expect(
    chineseIn(
      container,
      rows.map((row) => row.name),
    ),
  ).toEqual([]);
});

it('shows the year range and a lone pager in English', () => {
  const { container } = render(
    <TestProviders>
      <YearRangePicker />
      <Pager total={45} />
    </TestProviders>,
  );

  expect(screen.getByPlaceholderText('Start year')).toBeTruthy();
  expect(screen.getByText('to')).toBeTruthy();
  expect(screen.getByText('Total 45')).toBeTruthy();
  expect(chineseIn(container)).toEqual([]);
});

it('words refusals and times in English', () => {
  expect(fileRefusal({ name: 'a.exe', size: 1 }, { accept: ['pdf', 'png'], limitMb: 10 })).toBe(
    'File type .exe is not supported; allowed: pdf, png',
  );
  // A fixed clock: a millisecond between the two readings would round up to 6 minutes.
  const now = new Date(2026, 10, 28, 10, 0, 0);
  vi.useFakeTimers({ now, toFake: ['Date'] });
  try {
    expect(formatTime(now.getTime() - 5 * 60_000)).toBe('5 min ago');
  } finally {
    vi.useRealTimers();
  }
  expect(parseTime(new Date(2024, 2, 5), '{a}')).toBe('Tue');
});
