import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { useSettings } from '../../../stores/settings';
import { useUser } from '../../../stores/user';
import { button } from '../../../test/dialogs';
import { managedApp } from '../../../test/fixtures';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { qualityApp as qualityAppInfo, staffUser } from '../../../test/people';
import AppManagementPage from './index';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';

const mock = mockApi();

const initialSettings = useSettings.getState();

afterEach(async () => {
  await inLanguage('zh-CN');
  useSession.getState().clear();
  useSettings.setState(initialSettings, true);
  useUser.setState({ app: undefined });
});

const managed = managedApp;

const systemApp = managed({ id: 'a-system', key: 'system', name: '系统管理', tenantCount: 2 });
const qualityApp = managed({
  id: 'a-quality',
  key: 'quality',
  name: '质量管理',
  config: { layout: '3', menuBg: '#304156', icon: 'safety-certificate' },
  privileges: ['quality:export'],
  ssoUrl: '/sso',
  sort: 10,
});
const labApp = managed({ id: 'a-lab', key: 'lab', name: '检测实验室', sort: 20 });

// Text queries, not role queries: a role query with a name costs seconds in jsdom under antd's styles.
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const drawer = async () =>
  (await screen.findByText('保存', { selector: 'button span' })).closest('.ant-drawer') as HTMLElement;

it('lists the apps, finds one by name or key, and opens its resources and roles', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([systemApp, qualityApp, labApp]));
  renderSystemPage(AppManagementPage, '/use-management');

  expect(await screen.findByText('检测实验室')).toBeTruthy();
  expect(screen.getByText('系统管理')).toBeTruthy();
  expect(screen.getByText('共 3 条')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('应用名称/标识'), { target: { value: 'QUAL' } });
  fireEvent.click(button('搜索'));
  await waitFor(() => expect(screen.queryByText('检测实验室')).toBeNull());
  expect(screen.queryByText('系统管理')).toBeNull();
  expect(screen.getByText('共 1 条')).toBeTruthy();

  fireEvent.click(button('资源', rowOf('质量管理')));
  expect(screen.getByLabelText('地址').textContent).toBe('/resources?appId=a-quality');
  fireEvent.click(button('权限', rowOf('质量管理')));
  expect(screen.getByLabelText('地址').textContent).toBe('/role?appId=a-quality');
});

it('adds an app with its look, every config setting spelled out', async () => {
  mock.onGet(`${API}/app/list`).replyOnce(200, answer([systemApp]));
  mock.onGet(`${API}/app/list`).reply(200, answer([systemApp, labApp]));
  mock.onPost(`${API}/app/add`).reply(200, answer(labApp, '新增成功'));
  renderSystemPage(AppManagementPage, '/use-management');
  await screen.findByText('系统管理');

  fireEvent.click(button('新增应用'));
  const form = await drawer();
  fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: ' 检测实验室 ' } });
  fireEvent.change(within(form).getByLabelText('应用标识'), { target: { value: 'Lab!' } });
  fireEvent.change(within(form).getByLabelText('单点登录地址'), { target: { value: 'sso.example.com' } });
  fireEvent.click(button('保存', form));
  expect(
    await within(form).findByText('须以小写字母开头，只能包含小写字母、数字和连字符，2-32个字符'),
  ).toBeTruthy();
  expect(within(form).getByText('请输入 http(s) 地址或以 / 开头的路径')).toBeTruthy();
  expect(mock.history.post).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('应用标识'), { target: { value: 'lab' } });
  fireEvent.change(within(form).getByLabelText('单点登录地址'), {
    target: { value: 'https://sso.example.com/login' },
  });
  fireEvent.click(within(form).getByText('顶部'));
  fireEvent.click(within(form).getByLabelText('标签栏'));
  fireEvent.click(button('保存', form));

  expect(await screen.findByText('新增成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
    key: 'lab',
    name: '检测实验室',
    logo: null,
    domain: null,
    ssoUrl: 'https://sso.example.com/login',
    showTenantName: false,
    privileges: [],
    sort: 0,
    status: 1,
    config: {
      layout: '2',
      tagsView: false,
      menuBg: '#001529',
      menuText: '#fff',
      menuActiveText: '#409eff',
      menuActiveBg: 'transparent',
    },
  });
  // The list now holds the new app.
  expect(await screen.findByText('检测实验室')).toBeTruthy();
});

it('edits an app keeping its key, config and privileges, shows a refusal under its field, and restyles the shell of the app in use', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([systemApp, qualityApp]));
  mock.onPost(`${API}/app/update`).replyOnce(400, refusal('body.name', '最多50个字符'));
  const changed = {
    ...qualityApp,
    name: '质量管理平台',
    config: { ...qualityApp.config, menuBg: '#212121' },
  };
  mock.onPost(`${API}/app/update`).reply(200, answer(changed, '修改成功'));
  // The administrator works in the quality app: its shell takes the change at once.
  useSession.getState().setAppKey('quality');
  useUser.setState({ app: qualityAppInfo });
  useSettings.getState().applyAppConfig(qualityAppInfo.config);
  renderSystemPage(AppManagementPage, '/use-management');
  const row = (await screen.findByText('质量管理')).closest('tr')!;

  fireEvent.click(button('编辑', row));
  const form = await drawer();
  expect(within(form).getByText('编辑应用“质量管理”')).toBeTruthy();
  expect((within(form).getByLabelText('应用标识') as HTMLInputElement).disabled).toBe(true);
  fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: '质量管理平台' } });
  fireEvent.click(button('保存', form));

  expect(await within(form).findByText('最多50个字符')).toBeTruthy();
  fireEvent.click(button('保存', form));
  expect(await screen.findByText('修改成功')).toBeTruthy();
  const sent = JSON.parse(mock.history.post[1]!.data as string);
  expect(sent).toMatchObject({
    id: 'a-quality',
    name: '质量管理平台',
    ssoUrl: '/sso',
    privileges: ['quality:export'],
    sort: 10,
    config: { layout: '3', menuBg: '#304156', icon: 'safety-certificate', tagsView: true },
  });
  expect(sent).not.toHaveProperty('key');
  expect(useUser.getState().app?.name).toBe('质量管理平台');
  expect(useSettings.getState().menuBg).toBe('#212121');
  expect(useSettings.getState().menuInLeft).toBe('3');
});

it('deletes an app after confirmation, but not one that tenants use', async () => {
  mock.onGet(`${API}/app/list`).replyOnce(200, answer([systemApp, labApp]));
  mock.onGet(`${API}/app/list`).reply(200, answer([systemApp]));
  mock.onPost(`${API}/app/delete`).reply(200, answer(null, '删除成功'));
  renderSystemPage(AppManagementPage, '/use-management');
  const systemRow = (await screen.findByText('系统管理')).closest('tr')!;
  expect(button('删除', systemRow).disabled).toBe(true);

  fireEvent.click(button('删除', rowOf('检测实验室')));
  const confirm = (await screen.findByText('确定删除应用“检测实验室”吗？')).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.click(button('确定', confirm));

  expect(await screen.findByText('删除成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: 'a-lab' });
  await waitFor(() => expect(screen.queryByText('检测实验室')).toBeNull());
});

it('tells anyone but the platform administrator that apps are not theirs to manage', async () => {
  renderSystemPage(AppManagementPage, '/use-management', staffUser);
  expect(await screen.findByText('只有平台管理员可以管理应用')).toBeTruthy();
  expect(mock.history.get).toHaveLength(0);
});

it('keeps an English name beside the Chinese one', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([systemApp, qualityApp]));
  mock.onPost(`${API}/app/update`).reply(200, answer({ ...qualityApp, nameEn: 'Quality' }, '修改成功'));
  renderSystemPage(AppManagementPage, '/use-management');

  fireEvent.click(button('编辑', (await screen.findByText('质量管理')).closest('tr')!));
  const form = await drawer();
  fireEvent.change(within(form).getByLabelText('英文名称'), { target: { value: ' Quality ' } });
  fireEvent.click(button('保存', form));

  expect(await screen.findByText('修改成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({
    name: '质量管理',
    nameEn: 'Quality',
  });
});

it('shows the apps in English, by their English names where they have one', async () => {
  await inLanguage('en-US');
  mock
    .onGet(`${API}/app/list`)
    .reply(200, answer([systemApp, { ...qualityApp, nameEn: 'Quality management' }, labApp]));
  mock.onPost(`${API}/app/add`).reply(200, answer(labApp, 'Added'));
  const { container } = renderSystemPage(AppManagementPage, '/use-management');

  expect(await screen.findByText('Quality management')).toBeTruthy();
  expect(screen.queryByText('质量管理')).toBeNull();
  expect(screen.getByText('App name', { selector: 'th' })).toBeTruthy();
  // Apps without an English name keep their Chinese one; 地址 is the test's address bar.
  const userData = ['系统管理', '检测实验室', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);

  fireEvent.change(screen.getByLabelText('App name/key'), { target: { value: 'management' } });
  fireEvent.click(button('Search'));
  await waitFor(() => expect(screen.queryByText('检测实验室')).toBeNull());
  expect(screen.getByText('Quality management')).toBeTruthy();

  fireEvent.click(button('Add app'));
  const form = (await screen.findByText('Save', { selector: 'button span' })).closest(
    '.ant-drawer',
  ) as HTMLElement;
  expect(within(form).getByText('Menu preview')).toBeTruthy();
  expect(chineseIn(form)).toEqual([]);
  fireEvent.change(within(form).getByLabelText('App name'), { target: { value: '检测实验室' } });
  fireEvent.change(within(form).getByLabelText('English name'), { target: { value: 'Laboratory' } });
  fireEvent.change(within(form).getByLabelText('App key'), { target: { value: 'Lab!' } });
  fireEvent.click(button('Save', form));
  expect(
    await within(form).findByText(
      'Must start with a lowercase letter and contain only lowercase letters, digits and hyphens, 2-32 characters',
    ),
  ).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('App key'), { target: { value: 'lab' } });
  fireEvent.click(button('Save', form));
  expect(await screen.findByText('Added')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({
    key: 'lab',
    name: '检测实验室',
    nameEn: 'Laboratory',
  });
});
