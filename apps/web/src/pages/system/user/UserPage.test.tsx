import type { TenantUser, TenantUserOptions } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { button, dialog } from '../../../test/dialogs';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import UserPage from './index';

const mock = mockApi();

afterEach(async () => {
  vi.restoreAllMocks();
  await inLanguage('zh-CN');
});

const TENANT = '7b0c1a52-0000-4000-8000-000000000001';

const options: TenantUserOptions = {
  depts: [
    {
      id: 'd-hq',
      parentId: null,
      name: '总部',
      leader: null,
      phone: null,
      email: null,
      sort: 0,
      status: 1,
      children: [
        {
          id: 'd-qa',
          parentId: 'd-hq',
          name: '质量部',
          leader: null,
          phone: null,
          email: null,
          sort: 0,
          status: 1,
          children: [],
        },
      ],
    },
  ],
  positions: [{ id: 'p-1', code: 'QC', name: '质检员' }],
  apps: [
    { appId: 'a-q', appName: '质量管理', roles: [{ id: 'r-q8', code: 8, name: '企业业务人员' }] },
    { appId: 'a-c', appName: '认证服务', roles: [{ id: 'r-c34', code: 34, name: '认证审核人员' }] },
  ],
};

const zhang: TenantUser = {
  id: 'tu-1',
  userId: 'u-1',
  username: 'zhang',
  realname: '张三',
  mobile: '13800000009',
  email: null,
  type: 1,
  deptId: 'd-qa',
  deptName: '质量部',
  positionId: 'p-1',
  positionName: '质检员',
  status: 1,
  roles: [{ id: 'r-c34', appId: 'a-c', code: 34, name: '认证审核人员' }],
  createdAt: '2026-03-01T08:00:00.000Z',
  identityEditable: true,
};

function serveTenant() {
  mock.onGet(`${API}/tenant/getById`).reply(200, answer({ id: TENANT, code: 'lab', name: '华北检测实验室' }));
  mock.onGet(`${API}/tenantuser/options`).reply(200, answer(options));
}

it("lists a tenant's users reached from tenant management, each call naming that tenant", async () => {
  serveTenant();
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [zhang], total: 1 }));
  renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);

  expect(await screen.findByText('租户：华北检测实验室')).toBeTruthy();
  const row = (await screen.findByText('zhang')).closest('tr')!;
  expect(within(row).getByText('认证服务/认证审核人员')).toBeTruthy();
  expect(within(row).getByText('质量部')).toBeTruthy();
  expect(mock.history.post[0]!.params).toEqual({ pageIndex: 1, pageSize: 20, tenantId: TENANT });

  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 张 ' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(mock.history.post).toHaveLength(2));
  expect(JSON.parse(mock.history.post[1]!.data as string)).toEqual({ keyword: '张' });
});

it('creates a user with a department, a position and roles of two apps', async () => {
  serveTenant();
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [], total: 0 }));
  mock.onPost(`${API}/tenantuser/add`).replyOnce(400, refusal('body.username', '用户名已存在'));
  mock.onPost(`${API}/tenantuser/add`).reply(200, answer(zhang, '新增成功'));
  renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);
  await screen.findByText('租户：华北检测实验室');

  fireEvent.click(button('新增'));
  const form = await dialog('添加用户');
  fireEvent.change(within(form).getByLabelText('用户名'), { target: { value: 'zhang' } });
  fireEvent.change(within(form).getByLabelText('初始密码'), { target: { value: 'Start2026' } });
  fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '张三' } });
  fireEvent.mouseDown(within(form).getByLabelText('部门'));
  fireEvent.click(await screen.findByText('质量部', { selector: '.ant-select-tree-title' }));
  fireEvent.mouseDown(within(form).getByLabelText('岗位'));
  fireEvent.click(await screen.findByText('质检员', { selector: '.ant-select-item-option-content' }));
  fireEvent.mouseDown(within(form).getByLabelText('角色'));
  fireEvent.click(
    await screen.findByText('企业业务人员（质量管理）', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(
    await screen.findByText('认证审核人员（认证服务）', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(button('确定', form));

  // The server's refusal shows under its field.
  expect(await within(form).findByText('用户名已存在')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('用户名'), { target: { value: 'zhang3' } });
  fireEvent.click(button('确定', form));
  expect(await screen.findByText('新增成功')).toBeTruthy();
  expect(mock.history.post.at(-2)!.params).toEqual({ tenantId: TENANT });
  expect(
    JSON.parse(mock.history.post.find((c) => c.url?.endsWith('/add') && c.data.includes('zhang3'))!.data),
  ).toEqual({
    username: 'zhang3',
    password: 'Start2026',
    realname: '张三',
    mobile: null,
    email: null,
    type: 1,
    deptId: 'd-qa',
    positionId: 'p-1',
    roleIds: ['r-q8', 'r-c34'],
    status: 1,
  });
});

it('imports a sheet and shows each refused row with its column and reason', async () => {
  serveTenant();
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [], total: 0 }));
  mock.onPost(`${API}/tenantuser/import`).reply(
    200,
    answer(
      {
        imported: 3,
        errors: [
          { row: 4, field: '手机号', reason: '手机号格式不正确，应为11位数字' },
          { row: 4, field: '部门', reason: '部门“财务部”不存在' },
          { row: 7, field: '用户名', reason: '与第2行重复' },
        ],
      },
      '导入完成：成功3条，失败2条',
    ),
  );
  renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);
  await screen.findByText('租户：华北检测实验室');

  fireEvent.click(button('导入'));
  const form = await dialog('导入用户');
  fireEvent.click(button('开始导入', form));
  expect(await within(form).findByText('请选择要导入的 .xlsx 文件')).toBeTruthy();
  expect(mock.history.post.filter((c) => c.url?.endsWith('/import'))).toHaveLength(0);

  const sheet = new File([new Uint8Array([80, 75, 3, 4])], 'users.xlsx');
  fireEvent.change(form.querySelector('input[type=file]')!, { target: { files: [sheet] } });
  fireEvent.change(within(form).getByLabelText('统一初始密码'), { target: { value: 'short' } });
  expect(await within(form).findByText('新密码至少8位')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('统一初始密码'), { target: { value: 'Shared2026' } });
  fireEvent.click(button('开始导入', form));

  expect(await within(form).findByText('成功导入3条，失败2条')).toBeTruthy();
  const rows = [...form.querySelectorAll('tr.ant-table-row')].map((tr) => tr.textContent);
  expect(rows).toEqual([
    '4手机号手机号格式不正确，应为11位数字',
    '4部门部门“财务部”不存在',
    '7用户名与第2行重复',
  ]);
  const sent = mock.history.post.find((c) => c.url?.endsWith('/import'))!;
  expect(sent.params).toEqual({ tenantId: TENANT });
  const body = sent.data as FormData;
  expect(body.get('password')).toBe('Shared2026');
  expect((body.get('file') as File).name).toBe('users.xlsx');
});

it('exports the users matching the search as a file', async () => {
  serveTenant();
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [zhang], total: 1 }));
  mock.onPost(`${API}/tenantuser/export`).reply(200, new Blob(['xlsx']));
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:users');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);
  await screen.findByText('zhang');

  fireEvent.change(screen.getByLabelText('关键字'), { target: { value: 'zh' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(mock.history.post).toHaveLength(2));
  fireEvent.click(button('导出'));

  await waitFor(() => expect(clicked).toHaveBeenCalled());
  const call = mock.history.post.find((c) => c.url?.endsWith('/export'))!;
  expect(JSON.parse(call.data as string)).toEqual({ keyword: 'zh' });
  expect(call.params).toEqual({ tenantId: TENANT });
  expect(created).toHaveBeenCalled();
  expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('用户列表.xlsx');
});

it('deletes a user after asking, and says whether the account went or only the membership', async () => {
  serveTenant();
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [zhang], total: 1 }));
  mock
    .onPost(`${API}/tenantuser/delete`)
    .reply(
      200,
      answer(
        { id: zhang.id, username: 'zhang', realname: '张三', accountDeleted: false },
        '已将该用户移出本租户，其账号保留',
      ),
    );
  renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);
  const row = (await screen.findByText('zhang')).closest('tr')!;

  fireEvent.click(button('删除', row));
  const confirm = (await screen.findByText(/是否确认删除用户“zhang”？/)).closest(
    '.ant-modal-container',
  ) as HTMLElement;
  fireEvent.click(button('确定', confirm));

  expect(await screen.findByText('已将该用户移出本租户，其账号保留')).toBeTruthy();
  const sent = mock.history.post.find((c) => c.url?.endsWith('/tenantuser/delete'))!;
  expect(JSON.parse(sent.data as string)).toEqual({ id: zhang.id });
  expect(sent.params).toEqual({ tenantId: TENANT });
});

it('does not offer deleting oneself', async () => {
  const me = { ...zhang, id: staffUser.tenantUserId, username: 'staff_a' };
  mock.onGet(`${API}/tenantuser/options`).reply(200, answer(options));
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [me, zhang], total: 2 }));
  renderSystemPage(UserPage, '/useManagement/use-user', staffUser);

  const mine = (await screen.findByText('staff_a')).closest('tr')!;
  expect(button('删除', mine).disabled).toBe(true);
  expect(button('删除', screen.getByText('zhang').closest('tr')!).disabled).toBe(false);
});

it('leaves the name, contacts and password of a user shared with other tenants to the platform administrator', async () => {
  serveTenant();
  const shared = { ...zhang, identityEditable: false };
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [shared], total: 1 }));
  renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);
  const row = (await screen.findByText('zhang')).closest('tr')!;

  expect(button('重置密码', row).disabled).toBe(true);
  fireEvent.click(button('修改', row));
  const form = await dialog('修改用户');
  expect((within(form).getByLabelText('姓名') as HTMLInputElement).disabled).toBe(true);
  expect((within(form).getByLabelText('手机号') as HTMLInputElement).disabled).toBe(true);
  expect((within(form).getByLabelText('邮箱') as HTMLInputElement).disabled).toBe(true);
  expect(within(form).getByText(/姓名、手机号、邮箱和密码只能由平台管理员修改/)).toBeTruthy();
  expect(within(form).getByLabelText('部门')).toBeTruthy();
});

it("shows a tenant's users, the user form and the import in English, with no Chinese but the user data", async () => {
  await inLanguage('en-US');
  serveTenant();
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [zhang], total: 1 }));
  const { container } = renderSystemPage(UserPage, `/useManagement/use-user?tenantId=${TENANT}`);

  expect(await screen.findByText('Tenant: 华北检测实验室')).toBeTruthy();
  const row = (await screen.findByText('zhang')).closest('tr')!;
  expect(within(row).getByText('Staff')).toBeTruthy();
  expect(screen.getByText('Full name', { selector: 'th' })).toBeTruthy();
  // Names of the tenant, people, departments, positions, apps and roles are the users' own; 地址 is
  // the test's address bar.
  const userData = [
    '华北检测实验室',
    '张三',
    '质量部',
    '总部',
    '质检员',
    '认证服务',
    '认证审核人员',
    '质量管理',
    '企业业务人员',
    '地址',
  ];
  expect(chineseIn(container, userData)).toEqual([]);

  fireEvent.click(button('Edit', row));
  const form = await dialog('Edit user');
  fireEvent.mouseDown(within(form).getByLabelText('Roles'));
  expect(
    await screen.findByText('企业业务人员 (质量管理)', { selector: '.ant-select-item-option-content' }),
  ).toBeTruthy();
  expect(chineseIn(form, userData)).toEqual([]);
  fireEvent.click(button('Cancel', form));

  fireEvent.click(button('Import'));
  const importing = await dialog('Import users');
  fireEvent.click(button('Import', importing));
  expect(await within(importing).findByText('Choose the .xlsx file to import')).toBeTruthy();
  expect(chineseIn(importing, userData)).toEqual([]);
});
