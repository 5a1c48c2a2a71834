// The tags view keeps the pages a user has opened mounted (hidden) while another is on show, so the
// forms of several system pages share one document: each field must still be the one its label names.
import type { Role } from '@platform/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { button } from '../../test/dialogs';
import { managedApp } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { answer, API, renderSystemPage } from '../../test/renderSystemPage';
import AppManagementPage from './app/index';
import ResourcePage from './resource/index';
import RolePage from './role/index';

const mock = mockApi();

const labApp = managedApp({ id: 'a-lab', key: 'lab', name: '检测实验室' });
const inspector: Role = {
  id: 'ro-inspector',
  appId: 'a-lab',
  code: 8,
  name: '检测员',
  description: null,
  sort: 0,
  status: 1,
  scope: 'platform',
};

function KeptOpenPages() {
  return (
    <>
      <section aria-label="应用管理">
        <AppManagementPage />
      </section>
      <section aria-label="资源管理">
        <ResourcePage />
      </section>
      <section aria-label="权限管理">
        <RolePage />
      </section>
    </>
  );
}

it('labels each field of the app, resource and role forms with its own label while the pages stay open together', async () => {
  mock.onGet(`${API}/app/list`).reply(200, answer([labApp]));
  mock.onGet(`${API}/resource/getresources`).reply(200, answer([]));
  mock.onGet(`${API}/role/getListByAppId`).reply(200, answer([inspector]));
  renderSystemPage(KeptOpenPages, '/?appId=a-lab');
  const [appPage, resourcePage, rolePage] = ['应用管理', '资源管理', '权限管理'].map(
    (name) => document.querySelector(`section[aria-label="${name}"]`) as HTMLElement,
  );

  // The search boxes of the app and role pages.
  await within(rolePage!).findByText('检测员');
  expect(rolePage!.contains(screen.getByLabelText('角色名称/编码'))).toBe(true);
  expect(appPage!.contains(screen.getByLabelText('应用名称/标识'))).toBe(true);

  // The resource form, the app drawer and the role dialog, open at once.
  fireEvent.click(await within(resourcePage!).findByText('新增顶级资源', { selector: 'button span' }));
  const routeName = await screen.findByLabelText('路由名称');
  expect(resourcePage!.contains(routeName)).toBe(true);
  fireEvent.click(button('新增应用', appPage));
  const drawer = (await screen.findByText('应用标识', { selector: 'label' })).closest(
    '.ant-drawer',
  ) as HTMLElement;
  fireEvent.click(button('新增角色', rolePage));
  const dialog = (await screen.findByText('角色编码', { selector: 'label' })).closest(
    '.ant-modal',
  ) as HTMLElement;

  expect(drawer.contains(screen.getByLabelText('应用名称'))).toBe(true);
  expect(dialog.contains(screen.getByLabelText('角色名称'))).toBe(true);
  expect(dialog.contains(screen.getByLabelText('角色编码'))).toBe(true);
  // Typing into the role dialog's field changes that field only.
  fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '样品员' } });
  expect((within(dialog).getByLabelText('角色名称') as HTMLInputElement).value).toBe('样品员');
  expect((routeName as HTMLInputElement).value).toBe('');
});
