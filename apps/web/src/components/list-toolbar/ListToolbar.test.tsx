import { fireEvent, render as renderOnly, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { expect, it, vi } from 'vitest';
import { TestProviders } from '../TestProviders';
import type { ListColumn } from './columns';
import { ListToolbar } from './ListToolbar';

function render(ui: ReactElement) {
  return renderOnly(ui, { wrapper: TestProviders });
}

const columns: ListColumn[] = [
  { key: 'name', label: '字典名称', visible: true },
  { key: 'code', label: '字典编码', visible: true },
  { key: 'remark', label: '备注说明', visible: false },
];

function WithColumns({ onColumnsChange }: { onColumnsChange: (columns: ListColumn[]) => void }) {
  const [current, setCurrent] = useState(columns);
  return (
    <ListToolbar
      columns={current}
      onColumnsChange={(next) => {
        setCurrent(next);
        onColumnsChange(next);
      }}
    />
  );
}

it('hides and shows the search form', () => {
  const onToggleSearch = vi.fn();
  const { rerender } = render(<ListToolbar showSearch onToggleSearch={onToggleSearch} />);

  fireEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
  expect(onToggleSearch).toHaveBeenLastCalledWith(false);

  rerender(<ListToolbar showSearch={false} onToggleSearch={onToggleSearch} />);
  fireEvent.click(screen.getByRole('button', { name: '显示搜索' }));
  expect(onToggleSearch).toHaveBeenLastCalledWith(true);
});

it('refreshes the list', () => {
  const onRefresh = vi.fn();
  render(<ListToolbar onRefresh={onRefresh} />);

  fireEvent.click(screen.getByRole('button', { name: '刷新' }));

  expect(onRefresh).toHaveBeenCalledTimes(1);
});

it('explains each button in a tooltip after half a second', async () => {
  vi.useFakeTimers();
  try {
    render(<ListToolbar onRefresh={() => {}} />);

    fireEvent.mouseEnter(screen.getByRole('button', { name: '刷新' }));
    await vi.advanceTimersByTimeAsync(400);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await vi.advanceTimersByTimeAsync(200);
    expect(screen.getByRole('tooltip').textContent).toBe('刷新');
  } finally {
    vi.useRealTimers();
  }
});

it('offers only the buttons the page asks for', () => {
  render(<ListToolbar onRefresh={() => {}} />);

  expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['刷新']);
});

it('shows and hides columns in a transfer dialog', async () => {
  const onColumnsChange = vi.fn();
  render(<WithColumns onColumnsChange={onColumnsChange} />);

  fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('显示/隐藏')).toBeTruthy();
  const [shown, hidden] = dialog.querySelectorAll<HTMLElement>('.ant-transfer-section');
  expect(within(shown!).getByText('显示')).toBeTruthy();
  expect(within(shown!).getByText('字典名称')).toBeTruthy();
  expect(within(shown!).getByText('字典编码')).toBeTruthy();
  expect(within(hidden!).getByText('隐藏')).toBeTruthy();
  expect(within(hidden!).getByText('备注说明')).toBeTruthy();

  fireEvent.click(within(shown!).getByText('字典编码'));
  fireEvent.click(
    within(dialog)
      .getAllByRole('button')
      .find((button) => button.querySelector('.anticon-right'))!,
  );

  expect(onColumnsChange).toHaveBeenLastCalledWith([
    { key: 'name', label: '字典名称', visible: true },
    { key: 'code', label: '字典编码', visible: false },
    { key: 'remark', label: '备注说明', visible: false },
  ]);
  expect(within(hidden!).getByText('字典编码')).toBeTruthy();
});
