import type { Tenant } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { button, confirmDialog, dialog } from '../../../test/dialogs';
import { managedApp } from '../../../test/fixtures';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { staffUser } from '../../../test/people';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import TenantPage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const app = (id: string, key: string, name: string) => managedApp({ id, key, name });

const east: Tenant = {
  id: 't-east',
  code: 'east-cert',
  name: '华东质量认证中心',
  status: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  apps: [{ appId: 'a-q', appKey: 'quality', appName: '质量管理', tenantAppKey: 'k-east-q', status: 1 }],
  userCount: 6,
};
const lab: Tenant = {
  ...east,
  id: 't-lab',
  code: 'north-lab',
  name: '华北检测实验室',
  apps: [],
  userCount: 0,
};

it('is for the platform administrator only', async () => {
  renderSystemPage(TenantPage, '/use-tenant', staffUser);
  expect(await screen.findByText('只有平台管理员可以管理租户。')).toBeTruthy();
  expect(mock.history.post).toHaveLength(0);
});

it("lists tenants with their apps and opens a tenant's users", async () => {
  mock.onPost(`${API}/tenant/queryByPage`).reply(200, answer({ items: [east], total: 1 }));
  renderSystemPage(TenantPage, '/use-tenant');
  const row = (await screen.findByText('east-cert')).closest('tr')!;
  expect(within(row).getByText('质量管理')).toBeTruthy();
  fireEvent.click(button('用户', row));
  expect(screen.getByLabelText('地址').textContent).toBe('/useManagement/use-user?tenantId=t-east');
});

it('creates a tenant, then opens apps for it, closing the dialog once saved', async () => {
  mock.onPost(`${API}/tenant/queryByPage`).reply(200, answer({ items: [east], total: 1 }));
  mock.onPost(`${API}/tenant/add`).replyOnce(400, refusal('body.code', '租户编码已存在'));
  mock.onPost(`${API}/tenant/add`).reply(200, answer(lab, '新增成功'));
  mock
    .onGet(`${API}/app/list`)
    .reply(200, answer([app('a-q', 'quality', '质量管理'), app('a-c', 'carbon', '碳核算')]));
  mock.onPost(`${API}/tenant/subscribeApps`).reply(
    200,
    answer(
      {
        ...lab,
        apps: [
          { appId: 'a-c', appKey: 'carbon', appName: '碳核算', tenantAppKey: '9f2c00aa11bb', status: 1 },
        ],
      },
      '保存成功',
    ),
  );
  renderSystemPage(TenantPage, '/use-tenant');
  await screen.findByText('east-cert');

  fireEvent.click(button('新增'));
  const form = await dialog('添加租户');
  fireEvent.change(within(form).getByLabelText('租户编码'), { target: { value: 'North_Lab' } });
  fireEvent.change(within(form).getByLabelText('租户名称'), { target: { value: '华北检测实验室' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('须以小写字母开头，只能包含小写字母、数字和连字符')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('租户编码'), { target: { value: 'east-cert' } });
  fireEvent.click(button('确定', form));
  expect(await within(form).findByText('租户编码已存在')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('租户编码'), { target: { value: 'north-lab' } });
  fireEvent.click(button('确定', form));

  const apps = await dialog('开通应用：华北检测实验室');
  expect(within(apps).getByText('暂未开通应用')).toBeTruthy();
  fireEvent.click(await within(apps).findByLabelText('碳核算（carbon）'));
  fireEvent.click(button('确定', apps));

  // Saved: the dialog closes with the server's word for it.
  expect(await screen.findByText('保存成功')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('开通应用：华北检测实验室')).toBeNull());
  const sent = mock.history.post.find((c) => c.url?.endsWith('/subscribeApps'))!;
  expect(JSON.parse(sent.data as string)).toEqual({ tenantId: 't-lab', appIds: ['a-c'] });
});

it("shows the tenant app key of each of a tenant's apps in 开通应用", async () => {
  mock.onPost(`${API}/tenant/queryByPage`).reply(200, answer({ items: [east], total: 1 }));
  mock.onGet(`${API}/app/list`).reply(200, answer([app('a-q', 'quality', '质量管理')]));
  renderSystemPage(TenantPage, '/use-tenant');
  const row = (await screen.findByText('east-cert')).closest('tr')!;

  fireEvent.click(button('开通应用', row));

  const apps = await dialog('开通应用：华东质量认证中心');
  expect(within(apps).getByText('k-east-q')).toBeTruthy();
  expect(within(apps).getByText('已开通')).toBeTruthy();
});

it('disables a tenant after asking', async () => {
  mock.onPost(`${API}/tenant/queryByPage`).reply(200, answer({ items: [east], total: 1 }));
  mock.onPost(`${API}/tenant/update`).reply(200, answer({ ...east, status: 0 }, '修改成功'));
  renderSystemPage(TenantPage, '/use-tenant');
  const row = (await screen.findByText('east-cert')).closest('tr')!;
  fireEvent.click(button('停用', row));
  expect(
    await screen.findByText('是否确认停用租户“华东质量认证中心”？停用后该租户的用户将无法登录。'),
  ).toBeTruthy();
  fireEvent.click(button('确定', confirmDialog()));
  await waitFor(() => expect(mock.history.post.some((c) => c.url?.endsWith('/update'))).toBe(true));
  const sent = mock.history.post.find((c) => c.url?.endsWith('/update'))!;
  expect(JSON.parse(sent.data as string)).toEqual({ id: 't-east', name: '华东质量认证中心', status: 0 });
});

it('shows the tenants and their apps in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  mock.onPost(`${API}/tenant/queryByPage`).reply(200, answer({ items: [east], total: 1 }));
  mock.onGet(`${API}/app/list`).reply(200, answer([app('a-q', 'quality', '质量管理')]));
  const { container } = renderSystemPage(TenantPage, '/use-tenant');
  const row = (await screen.findByText('east-cert')).closest('tr')!;
  expect(screen.getByText('Tenant name', { selector: 'th' })).toBeTruthy();
  // 地址 is the test's own address bar.
  const userData = ['华东质量认证中心', '质量管理', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);

  fireEvent.click(button('Open apps', row));
  const apps = await dialog('Open apps for 华东质量认证中心');
  expect(within(apps).getByText('Tenant app key (tenantAppKey)')).toBeTruthy();
  expect(await within(apps).findByLabelText('质量管理 (quality)')).toBeTruthy();
  expect(chineseIn(apps, userData)).toEqual([]);

  fireEvent.click(button('Disable', row));
  expect(
    await screen.findByText(
      'Are you sure you want to disable the tenant "华东质量认证中心"? Its users will no longer be able to sign in.',
    ),
  ).toBeTruthy();
});

it("shows a tenant's apps by their English names on English pages, the Chinese one where there is none", async () => {
  await inLanguage('en-US');
  const named: Tenant = {
    ...east,
    apps: [
      { ...east.apps[0]!, appNameEn: 'Quality management' },
      { appId: 'a-c', appKey: 'carbon', appName: '碳核算', appNameEn: null, tenantAppKey: 'k-c', status: 1 },
    ],
  };
  mock.onPost(`${API}/tenant/queryByPage`).reply(200, answer({ items: [named], total: 1 }));
  mock.onGet(`${API}/app/list`).reply(200, answer([app('a-q', 'quality', '质量管理')]));
  renderSystemPage(TenantPage, '/use-tenant');
  const row = (await screen.findByText('east-cert')).closest('tr')!;
  expect(within(row).getByText('Quality management')).toBeTruthy();
  expect(within(row).queryByText('质量管理')).toBeNull();
  expect(within(row).getByText('碳核算')).toBeTruthy();
});
