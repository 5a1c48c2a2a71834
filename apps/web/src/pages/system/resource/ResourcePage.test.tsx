import type { ResourceNode } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { button } from '../../../test/dialogs';
import { managedApp, resourceNode } from '../../../test/fixtures';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { staffUser } from '../../../test/people';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import ResourcePage from './index';

const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});

const labApp = managedApp({ id: 'a-lab', key: 'lab', name: '检测实验室' });

const resource = resourceNode;

const labTree = (): ResourceNode[] => [
  resource({
    id: 'r-lab',
    path: '/lab',
    name: 'Lab',
    title: '实验室',
    type: 1,
    component: 'Layout',
    icon: 'experiment',
    children: [
      resource({
        id: 'r-sample',
        parentId: 'r-lab',
        path: 'sample',
        name: 'LabSample',
        title: '样品登记',
        component: 'lab/sample/index',
        config: '{"columns":3}',
      }),
      resource({
        id: 'r-report',
        parentId: 'r-lab',
        path: 'report',
        name: 'LabReport',
        title: '检测报告',
        sort: 10,
      }),
    ],
  }),
];

// Text queries, not role queries: a role query with a name costs seconds in jsdom under antd's styles.
const editor = () => screen.getByText('保存', { selector: 'button span' }).closest('form')!;

function serveLab(tree = labTree()) {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/resource/getresources`, { params: { appid: 'a-lab' } }).reply(200, answer(tree));
}

it('shows the app’s menu tree and saves an edited resource with the fields the form does not show', async () => {
  serveLab();
  mock.onPost(`${API}/resource/saveresource`).reply(200, answer(labTree()[0]!.children[0], '修改成功'));
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');

  fireEvent.click(await screen.findByText('样品登记'));
  expect(await screen.findByText('编辑资源“样品登记”')).toBeTruthy();
  const form = editor();
  expect((within(form).getByLabelText('路由地址') as HTMLInputElement).value).toBe('sample');
  fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '样品接收' } });
  fireEvent.click(within(form).getByLabelText('隐藏菜单'));
  fireEvent.click(within(form).getByLabelText('新窗口打开'));
  fireEvent.click(button('保存', form));

  expect(await screen.findByText('修改成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
    id: 'r-sample',
    appId: 'a-lab',
    parentId: 'r-lab',
    title: '样品接收',
    name: 'LabSample',
    path: 'sample',
    component: 'lab/sample/index',
    redirect: null,
    icon: null,
    type: 2,
    url: null,
    blank: 3,
    activeMenu: null,
    hidden: true,
    alwaysShow: false,
    affix: false,
    noCache: false,
    breadcrumb: true,
    showAsRoot: false,
    sort: 0,
    status: 1,
    config: '{"columns":3}',
    body: null,
    entityViewUuid: null,
  });
});

async function openNewChildOfLab() {
  fireEvent.click(await screen.findByText('实验室'));
  const card = (await screen.findByText('编辑资源“实验室”')).closest('.ant-card') as HTMLElement;
  fireEvent.click(button('新增下级', card));
  await screen.findByText('新增“实验室”的下级资源');
  return editor();
}

it('names what a new resource is missing before sending it', async () => {
  serveLab();
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');
  const form = await openNewChildOfLab();

  fireEvent.click(button('保存', form));
  expect(await within(form).findByText('请输入标题')).toBeTruthy();
  expect(within(form).getByText('请输入路由名称')).toBeTruthy();
  expect(within(form).getByText('请输入路由地址')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('路由名称'), { target: { value: '9Device' } });
  expect(await within(form).findByText('须以字母开头，只能包含字母、数字、下划线和连字符')).toBeTruthy();
  expect(mock.history.post).toHaveLength(0);
});

it('adds a child after the last one, and puts the server’s refusal under its field', async () => {
  serveLab();
  mock.onPost(`${API}/resource/createresource`).replyOnce(400, refusal('body.path', '路由地址已被占用'));
  mock
    .onPost(`${API}/resource/createresource`)
    .reply(
      200,
      answer(
        resource({ id: 'r-new', parentId: 'r-lab', path: 'device', name: 'LabDevice', title: '设备台账' }),
        '新增成功',
      ),
    );
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');
  const form = await openNewChildOfLab();

  fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '设备台账' } });
  fireEvent.change(within(form).getByLabelText('路由名称'), { target: { value: 'LabDevice' } });
  fireEvent.change(within(form).getByLabelText('路由地址'), { target: { value: 'device' } });
  fireEvent.click(button('保存', form));

  expect(await within(form).findByText('路由地址已被占用')).toBeTruthy();
  fireEvent.click(button('保存', form));
  expect(await screen.findByText('新增成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[1]!.data as string)).toMatchObject({
    appId: 'a-lab',
    parentId: 'r-lab',
    title: '设备台账',
    name: 'LabDevice',
    path: 'device',
    type: 2,
    sort: 20,
  });
});

it('asks for the address of an external link', async () => {
  serveLab();
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');
  fireEvent.click(await screen.findByText('检测报告'));
  await screen.findByText('编辑资源“检测报告”');
  const form = editor();
  expect(within(form).queryByLabelText('外链地址')).toBeNull();

  fireEvent.click(within(form).getByText('外链'));
  fireEvent.change(await within(form).findByLabelText('外链地址'), { target: { value: 'ftp://x' } });
  fireEvent.click(button('保存', form));
  expect(await within(form).findByText('请输入以 http:// 或 https:// 开头的完整地址')).toBeTruthy();
  expect(mock.history.post).toHaveLength(0);
});

it('deletes a resource with its subtree after saying how many go with it', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/resource/getresources`).replyOnce(200, answer(labTree()));
  // Read back after the delete.
  mock.onGet(`${API}/resource/getresources`).reply(200, answer([]));
  mock.onPost(`${API}/resource/delresource`).reply(200, answer(null, '删除成功'));
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');

  fireEvent.click(await screen.findByText('实验室'));
  const card = (await screen.findByText('编辑资源“实验室”')).closest('.ant-card') as HTMLElement;
  fireEvent.click(button('删除', card));
  const confirm = (
    await screen.findByText('资源“实验室”下还有2个下级资源，删除后将一并删除，确定删除吗？')
  ).closest('.ant-modal') as HTMLElement;
  fireEvent.click(button('确定', confirm));

  expect(await screen.findByText('删除成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: 'r-lab' });
  expect(await screen.findByText('该应用还没有菜单资源')).toBeTruthy();
});

it('lets a tenant’s system manager browse the menu without changing it', async () => {
  mock.onGet(`${API}/resource/getresources`).reply(200, answer(labTree()));
  renderSystemPage(ResourcePage, '/resources?appId=a-lab', {
    ...staffUser,
    isPlatformAdmin: false,
  });

  expect(await screen.findByText('只有平台管理员可以维护应用的资源，当前为只读浏览')).toBeTruthy();
  fireEvent.click(await screen.findByText('样品登记'));
  await screen.findByText('编辑资源“样品登记”');
  expect(screen.queryByText('新增顶级资源')).toBeNull();
  expect(screen.queryByText('保存')).toBeNull();
  expect((screen.getByLabelText('标题') as HTMLInputElement).disabled).toBe(true);
  await waitFor(() => expect(mock.history.get.some((c) => c.url?.endsWith('/app/list'))).toBe(false));
});

/** Drags one resource onto another (jsdom has no layout: the tree reads it as a drop on the title). */
function dragOnto(dragged: string, target: string) {
  const handle = (title: string) =>
    screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-node-content-wrapper')!;
  fireEvent.dragStart(handle(dragged));
  fireEvent.dragEnter(handle(target));
  fireEvent.dragOver(handle(target));
  fireEvent.drop(handle(target));
}

it('moves a dragged resource under the one it is dropped on, saving only what moved', async () => {
  serveLab();
  mock.onPost(`${API}/resource/saveresource`).reply(200, answer(null, '修改成功'));
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');
  await screen.findByText('检测报告');

  dragOnto('检测报告', '样品登记');

  expect(await screen.findByText('顺序已保存')).toBeTruthy();
  expect(mock.history.post.map((call) => JSON.parse(call.data as string))).toEqual([
    expect.objectContaining({
      id: 'r-report',
      parentId: 'r-sample',
      sort: 0,
      name: 'LabReport',
      title: '检测报告',
    }),
  ]);
  // The tree is read again, as stored.
  await waitFor(() =>
    expect(mock.history.get.filter((call) => call.url?.endsWith('/resource/getresources'))).toHaveLength(2),
  );
});

it('asks for an app first and keeps the chosen one in the address', async () => {
  serveLab();
  renderSystemPage(ResourcePage, '/resources');
  expect(await screen.findByText('请先选择一个应用，再维护它的菜单资源')).toBeTruthy();

  fireEvent.mouseDown(document.getElementById('resource-app')!);
  fireEvent.click(await screen.findByText('检测实验室', { selector: '.ant-select-item-option-content' }));

  expect(await screen.findByText('样品登记')).toBeTruthy();
  expect(screen.getByLabelText('地址').textContent).toBe('/resources?appId=a-lab');
});

it('saves the English name typed beside the title', async () => {
  serveLab();
  mock.onPost(`${API}/resource/saveresource`).reply(200, answer(labTree()[0]!.children[0], '修改成功'));
  renderSystemPage(ResourcePage, '/resources?appId=a-lab');

  fireEvent.click(await screen.findByText('样品登记'));
  await screen.findByText('编辑资源“样品登记”');
  const form = editor();
  fireEvent.change(within(form).getByLabelText('英文名称'), { target: { value: ' Sample intake ' } });
  fireEvent.click(button('保存', form));

  expect(await screen.findByText('修改成功')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({
    id: 'r-sample',
    title: '样品登记',
    titleEn: 'Sample intake',
  });
});

it('shows the menu in English: English names where kept, the Chinese title otherwise', async () => {
  await inLanguage('en-US');
  const tree = labTree();
  tree[0]!.titleEn = 'Laboratory';
  tree[0]!.children[0]!.titleEn = 'Sample intake';
  serveLab(tree);
  const { container } = renderSystemPage(ResourcePage, '/resources?appId=a-lab');

  expect(await screen.findByText('Sample intake')).toBeTruthy();
  expect(screen.queryByText('样品登记')).toBeNull();
  // 检测报告 has no English name.
  expect(screen.getByText('检测报告')).toBeTruthy();
  fireEvent.click(screen.getByText('Laboratory'));
  const card = (await screen.findByText('Edit resource "Laboratory"')).closest('.ant-card') as HTMLElement;
  const form = screen.getByText('Save', { selector: 'button span' }).closest('form')!;
  expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('实验室');
  expect((within(form).getByLabelText('English name') as HTMLInputElement).value).toBe('Laboratory');
  fireEvent.click(button('Delete', card));
  expect(
    await screen.findByText(
      'Resource "Laboratory" has 2 resource(s) below it, which will be deleted with it. Are you sure you want to delete it?',
    ),
  ).toBeTruthy();
  // User data: the app's name, the titles kept in Chinese, the form's Chinese title; 地址 is the test's.
  const userData = ['检测实验室', '检测报告', '实验室', '地址'];
  expect(chineseIn(container, userData)).toEqual([]);
  expect(chineseIn(document.body, userData)).toEqual([]);
});
