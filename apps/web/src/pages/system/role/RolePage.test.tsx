import type { ManagedApp, Resource, ResourceNode, Role } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { button } from '../../../test/dialogs';
import { resourceNode } from '../../../test/fixtures';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { staffUser } from '../../../test/people';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import RolePage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const labApp = { id: 'a-lab', key: 'lab', name: '检测实验室' } as ManagedApp;

const role = (fields: Partial<Role> & Pick<Role, 'id' | 'code' | 'name'>): Role => ({
  appId: 'a-lab',
  description: null,
  sort: 0,
  status: 1,
  scope: 'platform',
  ...fields,
});

const inspector = role({ id: 'ro-inspector', code: 8, name: '检测员', description: '登记样品' });
const reviewer = role({ id: 'ro-reviewer', code: 34, name: '报告审核员', scope: 'tenant' });

const resource = (id: string, title: string, parentId: string | null, children: ResourceNode[] = []) =>
  resourceNode({ id, title, parentId, children });

const labTree: ResourceNode[] = [
  resource('lab', '实验室', null, [
    resource('sample', '样品登记', 'lab'),
    resource('report', '检测报告', 'lab'),
  ]),
  resource('help', '帮助文档', null),
];
const asBound = (node: ResourceNode): Resource => {
  const { children: _children, ...rest } = node;
  return rest;
};

// Text queries, not role queries: a role query with a name costs seconds in jsdom under antd's styles.
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const checkboxOf = (title: string, container: HTMLElement) =>
  within(container).getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

it('lists the app’s roles with their descriptions and finds one by code', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock
    .onGet(`${API}/role/getListByAppId`, { params: { appId: 'a-lab' } })
    .reply(200, answer([inspector, reviewer]));
  renderSystemPage(RolePage, '/role?appId=a-lab');

  expect(await screen.findByText('检测员')).toBeTruthy();
  expect(screen.getByText('登记样品')).toBeTruthy();
  expect(within(rowOf('报告审核员')).getByText('租户角色')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('角色名称/编码'), { target: { value: '34' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(screen.queryByText('检测员')).toBeNull());
  expect(screen.getByText('报告审核员')).toBeTruthy();
});

it('adds a role with its code and description, showing a taken code under the field', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/role/getListByAppId`).reply(200, answer([inspector]));
  mock.onPost(`${API}/role/add`).replyOnce(400, refusal('body.code', '该应用下已有相同编码的角色'));
  mock.onPost(`${API}/role/add`).reply(200, answer(reviewer, '新增成功'));
  renderSystemPage(RolePage, '/role?appId=a-lab');
  await screen.findByText('检测员');

  fireEvent.click(button('新增角色'));
  const dialog = (await screen.findByText('确定', { selector: 'button span' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '报告审核员' } });
  fireEvent.change(within(dialog).getByLabelText('角色编码'), { target: { value: '8' } });
  fireEvent.change(within(dialog).getByLabelText('描述'), { target: { value: ' 审核检测报告 ' } });
  fireEvent.click(button('确定', dialog));
  expect(await within(dialog).findByText('该应用下已有相同编码的角色')).toBeTruthy();

  fireEvent.change(within(dialog).getByLabelText('角色编码'), { target: { value: '34' } });
  fireEvent.click(button('确定', dialog));
  expect(await screen.findByText('新增成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[1]!.data as string)).toEqual({
    appId: 'a-lab',
    name: '报告审核员',
    code: 34,
    description: '审核检测报告',
    sort: 0,
    status: 1,
  });
});

it('binds the checked resources with their parents, starting from the role’s own', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/role/getListByAppId`).reply(200, answer([inspector]));
  mock.onGet(`${API}/resource/getresources`).reply(200, answer(labTree));
  mock
    .onGet(`${API}/role/getResourcesByRoleId`, { params: { roleId: 'ro-inspector' } })
    .reply(200, answer([asBound(labTree[0]!), asBound(labTree[0]!.children[0]!)]));
  mock.onPost(`${API}/role/bindResources`).reply(200, answer(null, '授权成功'));
  renderSystemPage(RolePage, '/role?appId=a-lab');

  await screen.findByText('检测员');
  fireEvent.click(button('分配资源', rowOf('检测员')));
  const drawer = (await screen.findByText('分配资源：检测员')).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('样品登记');
  expect(checkboxOf('样品登记', drawer).className).toContain('ant-tree-checkbox-checked');
  expect(checkboxOf('实验室', drawer).className).toContain('ant-tree-checkbox-indeterminate');
  expect(within(drawer).getByText('已选 2 项')).toBeTruthy();

  fireEvent.click(checkboxOf('检测报告', drawer));
  fireEvent.click(checkboxOf('样品登记', drawer));
  expect(within(drawer).getByText('已选 2 项')).toBeTruthy();
  fireEvent.click(checkboxOf('帮助文档', drawer));
  fireEvent.click(button('保存', drawer));

  expect(await screen.findByText('授权成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
    roleId: 'ro-inspector',
    resourceIds: ['lab', 'report', 'help'],
  });
});

it('lets a tenant’s system manager look at, but not change, a platform role', async () => {
  mock.onGet(`${API}/role/getListByAppId`).reply(200, answer([inspector, reviewer]));
  mock.onGet(`${API}/resource/getresources`).reply(200, answer(labTree));
  mock.onGet(`${API}/role/getResourcesByRoleId`).reply(200, answer([asBound(labTree[1]!)]));
  renderSystemPage(RolePage, '/role?appId=a-lab', { ...staffUser, isPlatformAdmin: false });

  await screen.findByText('检测员');
  expect(button('编辑', rowOf('检测员')).disabled).toBe(true);
  expect(button('删除', rowOf('检测员')).disabled).toBe(true);
  expect(button('编辑', rowOf('报告审核员')).disabled).toBe(false);
  expect(button('删除', rowOf('报告审核员')).disabled).toBe(false);
  fireEvent.click(button('分配资源', rowOf('检测员')));
  const drawer = (await screen.findByText('分配资源：检测员')).closest('.ant-drawer') as HTMLElement;
  expect(await within(drawer).findByText('平台角色只能由平台管理员维护')).toBeTruthy();
  await within(drawer).findByText('帮助文档');
  expect(within(drawer).queryByText('保存')).toBeNull();
  // The app list is the tenant's own, not the platform's.
  expect(mock.history.get.some((call) => call.url?.endsWith('/app/list'))).toBe(false);
});

it('deletes a role after asking; a role in use is refused with who holds it', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/role/getListByAppId`).reply(200, answer([inspector, reviewer]));
  mock
    .onPost(`${API}/role/delete`)
    .replyOnce(400, refusal('body.id', '该角色仍有用户持有，请先取消其角色：张三（zhang）'));
  mock.onPost(`${API}/role/delete`).reply(200, answer(reviewer, '删除成功'));
  renderSystemPage(RolePage, '/role?appId=a-lab');
  await screen.findByText('报告审核员');

  const confirmed = async () => {
    fireEvent.click(button('删除', rowOf('报告审核员')));
    const dialog = (await screen.findByText('是否确认删除角色“报告审核员”？')).closest(
      '.ant-modal-container',
    ) as HTMLElement;
    fireEvent.click(button('确定', dialog));
  };
  await confirmed();
  expect(await screen.findByText(/张三（zhang）/)).toBeTruthy();
  await confirmed();
  expect(await screen.findByText('删除成功')).toBeTruthy();
  const sent = mock.history.post.filter((c) => c.url?.endsWith('/role/delete'));
  expect(sent.map((c) => JSON.parse(c.data as string))).toEqual([
    { id: 'ro-reviewer' },
    { id: 'ro-reviewer' },
  ]);
});

it('shows the roles and their resources in English, resources by their English titles', async () => {
  await inLanguage('en-US');
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/role/getListByAppId`).reply(200, answer([inspector, reviewer]));
  mock
    .onGet(`${API}/resource/getresources`)
    .reply(
      200,
      answer([
        resourceNode({ id: 'lab', title: '实验室', titleEn: 'Laboratory', children: [] }),
        resourceNode({ id: 'help', title: '帮助文档', titleEn: null, children: [] }),
      ]),
    );
  mock.onGet(`${API}/role/getResourcesByRoleId`).reply(200, answer([]));
  const { container } = renderSystemPage(RolePage, '/role?appId=a-lab');

  await screen.findByText('检测员');
  expect(screen.getByText('Role name', { selector: 'th' })).toBeTruthy();
  expect(within(rowOf('报告审核员')).getByText('Tenant role')).toBeTruthy();
  // Role names and descriptions are the users' own; 地址 is the test's address bar.
  const userData = ['检测员', '登记样品', '报告审核员', '检测实验室', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);

  fireEvent.click(button('Resources', rowOf('检测员')));
  const drawer = (await screen.findByText('Resources of 检测员')).closest('.ant-drawer') as HTMLElement;
  expect(await within(drawer).findByText('Laboratory')).toBeTruthy();
  // A resource without an English title keeps its Chinese one.
  expect(within(drawer).getByText('帮助文档')).toBeTruthy();
  expect(within(drawer).getByText('0 selected')).toBeTruthy();
  expect(chineseIn(drawer, [...userData, '帮助文档'])).toEqual([]);
});
