import type { DeptTreeNode } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, confirmDialog } from '../../../test/dialogs';
import { deptNode } from '../../../test/fixtures';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import DeptPage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const dept = (
  id: string,
  name: string,
  parentId: string | null,
  children: DeptTreeNode[] = [],
  userCount = 0,
): DeptTreeNode => ({ ...deptNode(id, name, parentId, children), userCount, children });

const tree = [
  dept('hq', '总部', null, [dept('qa', '质量部', 'hq')]),
  dept('office', '综合办公室', null, [], 2),
];

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

it('shows the tree and finds a department by name with its parents', async () => {
  mock.onGet(`${API}/dept/getDeptTree`).reply(200, answer(tree));
  renderSystemPage(DeptPage, '/useManagement/org/dept');
  expect(await screen.findByText('质量部')).toBeTruthy();
  expect(screen.getByText('综合办公室')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '质量' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(screen.queryByText('综合办公室')).toBeNull());
  expect(screen.getByText('总部')).toBeTruthy();
  expect(screen.getByText('质量部')).toBeTruthy();
});

it('adds a department under the one chosen', async () => {
  mock.onGet(`${API}/dept/getDeptTree`).reply(200, answer(tree));
  mock.onPost(`${API}/dept/addDept`).replyOnce(400, refusal('body.name', '同一上级部门下已有同名部门'));
  mock.onPost(`${API}/dept/addDept`).reply(200, answer(dept('lab', '检验组', 'qa'), '新增成功'));
  renderSystemPage(DeptPage, '/useManagement/org/dept');
  await screen.findByText('质量部');

  fireEvent.click(button('新增下级', rowOf('质量部')));
  const form = (await screen.findByText('添加部门')).closest('.ant-modal-container') as HTMLElement;
  fireEvent.change(within(form).getByLabelText('部门名称'), { target: { value: '检验组' } });
  fireEvent.change(within(form).getByLabelText('邮箱'), { target: { value: 'bad' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('邮箱格式不正确')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('邮箱'), { target: { value: '' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('同一上级部门下已有同名部门')).toBeTruthy();
  fireEvent.click(button('确定', form));
  expect(await screen.findByText('新增成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({
    parentId: 'qa',
    name: '检验组',
    leader: null,
    phone: null,
    email: null,
    sort: 0,
    status: 1,
  });
});

it('offers no delete for a department with sub-departments or users, saying why', async () => {
  mock.onGet(`${API}/dept/getDeptTree`).reply(200, answer(tree));
  renderSystemPage(DeptPage, '/useManagement/org/dept');
  await screen.findByText('质量部');

  const removeHq = button('删除', rowOf('总部'));
  expect(removeHq.disabled).toBe(true);
  fireEvent.mouseEnter(removeHq.parentElement!);
  expect((await screen.findByRole('tooltip')).textContent).toBe('该部门下还有子部门，无法删除');

  const removeOffice = button('删除', rowOf('综合办公室'));
  expect(removeOffice.disabled).toBe(true);
  fireEvent.mouseEnter(removeOffice.parentElement!);
  expect(await screen.findByText('该部门下还有2名用户，无法删除')).toBeTruthy();

  fireEvent.click(removeHq);
  expect(screen.queryByText('是否确认删除部门“总部”？')).toBeNull();
  expect(button('删除', rowOf('质量部')).disabled).toBe(false);
});

it('still tells which departments hold something when a search leaves their children out', async () => {
  mock.onGet(`${API}/dept/getDeptTree`).reply(200, answer(tree));
  renderSystemPage(DeptPage, '/useManagement/org/dept');
  await screen.findByText('质量部');

  fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '总部' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(screen.queryByText('综合办公室')).toBeNull());
  expect(button('删除', rowOf('总部')).disabled).toBe(true);
});

it('shows why the server keeps a department that gained a user meanwhile', async () => {
  mock.onGet(`${API}/dept/getDeptTree`).reply(200, answer(tree));
  mock.onPost(`${API}/dept/delDeptById`).reply(400, refusal('body.id', '该部门下还有子部门或用户，无法删除'));
  renderSystemPage(DeptPage, '/useManagement/org/dept');
  await screen.findByText('质量部');

  fireEvent.click(button('删除', rowOf('质量部')));
  expect(await screen.findByText('是否确认删除部门“质量部”？')).toBeTruthy();
  fireEvent.click(button('确定', confirmDialog()));
  expect(await screen.findByText('该部门下还有子部门或用户，无法删除')).toBeTruthy();
  expect(screen.getByText('无法删除', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: 'qa' });
});

it('shows the departments in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  mock.onGet(`${API}/dept/getDeptTree`).reply(200, answer(tree));
  const { container } = renderSystemPage(DeptPage, '/useManagement/org/dept');
  await screen.findByText('质量部');
  expect(screen.getByText('Department name', { selector: 'th' })).toBeTruthy();
  expect(button('Expand/Collapse')).toBeTruthy();

  const removeOffice = button('Delete', rowOf('综合办公室'));
  fireEvent.mouseEnter(removeOffice.parentElement!);
  expect(await screen.findByText('This department still has 2 user(s) and cannot be deleted')).toBeTruthy();
  fireEvent.click(button('Add child', rowOf('质量部')));
  const form = (await screen.findByText('Add department')).closest('.ant-modal-container') as HTMLElement;
  // The page and the dialog (a message an earlier test left may still be fading out); 地址 is the
  // test's own address bar.
  const userData = ['总部', '质量部', '综合办公室', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
  expect(chineseIn(form, userData)).toEqual([]);
});
