import type { Position } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import PositionPage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const position = (id: string, code: string, name: string): Position => ({
  id,
  code,
  name,
  sort: 0,
  status: 1,
  remark: null,
  createdAt: '2026-02-01T00:00:00.000Z',
});

it('pages the positions with the filter the user typed', async () => {
  mock
    .onPost(`${API}/position/queryByPage`)
    .reply(200, answer({ items: [position('p-1', 'QC', '质检员')], total: 31 }));
  renderSystemPage(PositionPage, '/useManagement/org/position');
  expect(await screen.findByText('质检员')).toBeTruthy();
  expect(screen.getByText('共 31 条')).toBeTruthy();
  expect(mock.history.post[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });

  fireEvent.change(screen.getByLabelText('岗位名称'), { target: { value: ' 质检 ' } });
  fireEvent.change(screen.getByLabelText('岗位编码'), { target: { value: '' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(mock.history.post).toHaveLength(2));
  expect(JSON.parse(mock.history.post[1]!.data as string)).toEqual({ name: '质检' });

  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(mock.history.post).toHaveLength(3));
  expect(mock.history.post[2]!.params).toEqual({ pageIndex: 2, pageSize: 20 });
  expect(JSON.parse(mock.history.post[2]!.data as string)).toEqual({ name: '质检' });
});

it('adds a position, showing a taken code under its field', async () => {
  mock.onPost(`${API}/position/queryByPage`).reply(200, answer({ items: [], total: 0 }));
  mock.onPost(`${API}/position/add`).replyOnce(400, refusal('body.code', '岗位编码已存在'));
  mock.onPost(`${API}/position/add`).reply(200, answer(position('p-2', 'LEAD', '组长'), '新增成功'));
  renderSystemPage(PositionPage, '/useManagement/org/position');
  await waitFor(() => expect(mock.history.post).toHaveLength(1));

  fireEvent.click(button('新增'));
  const form = (await screen.findByText('添加岗位')).closest('.ant-modal-container') as HTMLElement;
  fireEvent.change(within(form).getByLabelText('岗位编码'), { target: { value: '组 长' } });
  fireEvent.change(within(form).getByLabelText('岗位名称'), { target: { value: '组长' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('只能包含字母、数字、下划线和连字符')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('岗位编码'), { target: { value: 'LEAD' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('岗位编码已存在')).toBeTruthy();
  fireEvent.click(button('确定', form));
  expect(await screen.findByText('新增成功')).toBeTruthy();
  const added = mock.history.post.filter((c) => c.url?.endsWith('/add'));
  expect(added).toHaveLength(2);
  expect(JSON.parse(added[1]!.data as string)).toEqual({
    code: 'LEAD',
    name: '组长',
    sort: 0,
    status: 1,
    remark: null,
  });
});

it('deletes a position after asking', async () => {
  mock
    .onPost(`${API}/position/queryByPage`)
    .reply(200, answer({ items: [position('p-1', 'QC', '质检员')], total: 1 }));
  mock.onPost(`${API}/position/delById`).reply(200, answer(null, '删除成功'));
  renderSystemPage(PositionPage, '/useManagement/org/position');
  const row = (await screen.findByText('质检员')).closest('tr')!;
  fireEvent.click(button('删除', row));
  fireEvent.click(
    button(
      '确定',
      (await screen.findByText('是否确认删除岗位“质检员”？')).closest('.ant-modal-container') as HTMLElement,
    ),
  );
  expect(await screen.findByText('删除成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post.find((c) => c.url?.endsWith('/delById'))!.data as string)).toEqual({
    id: 'p-1',
  });
});

it('shows the positions in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  mock
    .onPost(`${API}/position/queryByPage`)
    .reply(200, answer({ items: [position('p-1', 'QC', '质检员')], total: 1 }));
  const { container } = renderSystemPage(PositionPage, '/useManagement/org/position');
  expect(await screen.findByText('质检员')).toBeTruthy();
  expect(screen.getByText('Position name', { selector: 'th' })).toBeTruthy();
  expect(screen.getByLabelText('Position code')).toBeTruthy();
  fireEvent.click(button('Add'));
  expect(await screen.findByText('Add position')).toBeTruthy();
  // 地址 is the test's own address bar.
  expect(chineseIn(container, ['质检员', '地址'])).toEqual([]);
  expect(chineseIn(document.body, ['质检员', '地址'])).toEqual([]);
});
