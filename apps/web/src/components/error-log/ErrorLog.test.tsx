import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { TestProviders } from '../TestProviders';
import { ErrorLog } from './ErrorLog';
import { ErrorLogDialog } from './ErrorLogDialog';
import { addErrorLog, clearErrorLog, useErrorLog } from './store';

beforeEach(() => {
  clearErrorLog();
});

function recordTwoErrors(): void {
  addErrorLog({
    message: 'Cannot read properties of undefined',
    info: '脚本错误 http://localhost/assets/index.js:10:5',
    url: 'http://localhost/useManagement/use-user',
    stack: 'TypeError: Cannot read properties of undefined\n    at UserTable',
  });
  addErrorLog({ message: '超时', info: '未处理的异步错误', url: 'http://localhost/', stack: '' });
}

it('lists message, info, url and stack of each error', async () => {
  recordTwoErrors();
  render(<ErrorLogDialog open onClose={() => {}} />, { wrapper: TestProviders });

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('错误日志')).toBeTruthy();
  const headers = within(dialog)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['错误信息', '附加信息', '页面地址', '调用栈']);
  const rows = within(dialog).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Cannot read properties of undefined')).toBeTruthy();
  expect(within(rows[0]!).getByText('脚本错误 http://localhost/assets/index.js:10:5')).toBeTruthy();
  expect(within(rows[0]!).getByText('http://localhost/useManagement/use-user')).toBeTruthy();
  expect(within(rows[0]!).getByText(/at UserTable/)).toBeTruthy();
  expect(within(rows[1]!).getByText('超时')).toBeTruthy();
});

it('clears every error with 清空', async () => {
  recordTwoErrors();
  render(<ErrorLogDialog open onClose={() => {}} />, { wrapper: TestProviders });

  fireEvent.click(await screen.findByRole('button', { name: '清空' }));

  expect(useErrorLog.getState().logs).toEqual([]);
});

it('shows the navbar button only once an error was recorded, and opens the log with it', async () => {
  render(<ErrorLog />, { wrapper: TestProviders });
  expect(screen.queryByRole('button', { name: '错误日志' })).toBeNull();

  act(() => recordTwoErrors());
  fireEvent.click(screen.getByRole('button', { name: '错误日志' }));

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('超时')).toBeTruthy();
});

it('closes the log and hides the button after clearing it', async () => {
  recordTwoErrors();
  render(<ErrorLog />, { wrapper: TestProviders });
  fireEvent.click(screen.getByRole('button', { name: '错误日志' }));

  fireEvent.click(await screen.findByRole('button', { name: '清空' }));

  expect(screen.queryByRole('button', { name: '错误日志' })).toBeNull();
});
