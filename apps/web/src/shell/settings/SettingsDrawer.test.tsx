import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { http } from '../../api/request';
import { readCookie, writeCookie } from '../../stores/cookies';
import { settingsStorageKey, useSettings } from '../../stores/settings';
import { healthyAnswer } from '../../test/fixtures';
import { staffUser } from '../../test/people';
import { renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';
import { menuWithGroup } from '../../test/shellSession';

const mock = new MockAdapter(http);

beforeEach(() => {
  savedSession();
  serveSession(mock, { menu: menuWithGroup });
  mock.onGet('/api/health').reply(200, healthyAnswer);
});

afterEach(() => {
  mock.reset();
  resetApp();
});

async function openSettings() {
  renderApp('/index');
  fireEvent.click(await screen.findByRole('button', { name: '布局设置' }));
  return screen.findByRole('dialog', { name: '系统布局配置' });
}

function storedChoices(): unknown {
  const stored = localStorage.getItem(settingsStorageKey(staffUser.userId));
  return stored && (JSON.parse(stored) as { state: { choices: unknown } }).state.choices;
}

it('moves the menu to the header when 菜单位置 is set to 顶部, resetting the sidebar status', async () => {
  writeCookie('sidebarStatus', '0');
  const drawer = await openSettings();

  fireEvent.click(within(drawer).getByText('顶部'));

  expect(await screen.findByRole('menu', { name: '顶部菜单' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('menu', { name: '主菜单' })).toBeNull());
  expect(readCookie('sidebarStatus')).toBeUndefined();
  expect(storedChoices()).toEqual({ menuInLeft: '2' });

  // Mixed: at 首页, an entry without children, the sidebar stays away.
  fireEvent.click(within(drawer).getByText('混合'));
  expect(useSettings.getState().menuInLeft).toBe('3');
  expect(screen.getByRole('menu', { name: '顶部菜单' })).toBeTruthy();
  expect(screen.queryByRole('menu', { name: '主菜单' })).toBeNull();
});

it('recolours the theme with a preset colour, telling the user the theme is being compiled', async () => {
  const drawer = await openSettings();

  fireEvent.click(within(drawer).getByLabelText('主题颜色'));
  const red = await waitFor(() => {
    const swatch = document.querySelector<HTMLElement>('.ant-color-picker-presets [style*="245, 34, 45"]');
    if (!swatch) throw new Error('the preset colours are not shown yet');
    return swatch;
  });
  fireEvent.click(red);

  expect(await screen.findByText('正在编译主题…')).toBeTruthy();
  expect(useSettings.getState().theme).toBe('#f5222d');
  expect(storedChoices()).toEqual({ theme: '#f5222d' });
});

it('switches tags view, fixed header, sidebar logo and dark mode, keeping each for the user', async () => {
  const drawer = await openSettings();
  const logo = () => screen.queryByRole('link', { name: '质量管理' });
  expect(logo()).toBeTruthy();

  for (const label of ['开启 Tags-View', '固定 Header', '侧边栏 Logo', '暗黑模式']) {
    fireEvent.click(within(drawer).getByRole('switch', { name: label }));
  }

  expect(storedChoices()).toEqual({ tagsView: false, fixedHeader: true, sidebarLogo: false, darkMode: true });
  await waitFor(() => expect(logo()).toBeNull());
  expect(screen.getByRole('banner').parentElement?.style.position).toBe('sticky');
});
