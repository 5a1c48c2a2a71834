// The signed-in shell in English (issue 17): its own words from the shell and common catalogues, menu
// titles and app names by the English names the server keeps, and the user menu's language switch.
import type { RouteRecord } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthyAnswer } from '../test/fixtures';
import { chineseIn, inLanguage } from '../test/i18n';
import { mockApi } from '../test/mockApi';
import { myApps, qualityApp, staffUser } from '../test/people';
import {
  answer,
  API,
  businessMenu,
  renderApp,
  resetApp,
  savedSession,
  serveSession,
} from '../test/renderApp';

const mock = mockApi();

/** The business menu with the English titles its resources keep (帮助文档 has none). */
function withEnglish(records: RouteRecord[]): RouteRecord[] {
  const english: Record<string, string> = { 首页: 'Home', 业务办理: 'Business' };
  return records.map((entry) => ({
    ...entry,
    meta: { ...entry.meta, titleEn: english[entry.meta.title] ?? null },
    children: withEnglish(entry.children),
  }));
}

/** What the shell may show in Chinese in English: the user's data and a title with no English name. */
const USER_DATA = [staffUser.realname, staffUser.tenantName, '帮助文档', '简体中文'];

beforeEach(() => {
  savedSession();
  mock.onGet('/api/health').reply(200, healthyAnswer);
});

afterEach(async () => {
  resetApp();
  await inLanguage('zh-CN');
});

describe('the shell in English', () => {
  it('shows the navbar, the menu, the tags and the home page in English', async () => {
    await inLanguage('en-US');
    serveSession(mock, {
      menu: withEnglish(businessMenu),
      app: { ...qualityApp, nameEn: 'Quality management' },
      apps: myApps.map((app) => ({ ...app, nameEn: `${app.key} app` })),
    });
    const { container } = renderApp('/index');

    const sideMenu = await screen.findByRole('menu', { name: 'Main menu' });
    expect(within(sideMenu).getByText('Home')).toBeTruthy();
    expect(within(sideMenu).getByText('Business')).toBeTruthy();
    // No English name: the Chinese one stands in.
    expect(within(sideMenu).getByText('帮助文档')).toBeTruthy();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Enterprise Quality and Compliance Service Platform',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Carbon accounting' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Open pages' }).textContent).toBe('Home');
    expect(screen.getByRole('button', { name: 'Search menu' })).toBeTruthy();
    expect(screen.getAllByText('Quality management').length).toBeGreaterThan(0);
    await screen.findByText('PostgreSQL');
    expect(document.title).toBe('Enterprise Quality and Compliance Service Platform');
    expect(chineseIn(container, USER_DATA)).toEqual([]);
  });

  it('finds a menu entry in the header search by its English or its Chinese name', async () => {
    await inLanguage('en-US');
    serveSession(mock, { menu: withEnglish(businessMenu) });
    renderApp('/index');

    fireEvent.click(await screen.findByRole('button', { name: 'Search menu' }));
    const box = await screen.findByRole('combobox', { name: 'Search menu' });
    fireEvent.change(box, { target: { value: 'Busi' } });
    expect(await screen.findByRole('option', { name: 'Business' })).toBeTruthy();
    fireEvent.change(box, { target: { value: '业务办' } });
    expect(await screen.findByRole('option', { name: 'Business' })).toBeTruthy();
  });

  it('shows the personal centre in English', async () => {
    await inLanguage('en-US');
    serveSession(mock);
    const { container } = renderApp('/profile/index');

    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByText('Personal information')).toBeTruthy();
    const roles = staffUser.roleList.map((role) => role.name);
    expect(
      chineseIn(container, [...USER_DATA, ...roles, qualityApp.name, '首页', '业务办理', '个人中心']),
    ).toEqual([]);
  });

  it('says in English that a page does not exist', async () => {
    await inLanguage('en-US');
    serveSession(mock);
    renderApp('/no/such/page');

    expect(
      await screen.findByText('Sorry, the page you asked for does not exist or has been removed.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });
});

describe("the user menu's language", () => {
  it('switches the shell to English and keeps the choice on the account', async () => {
    serveSession(mock);
    mock.onPost(`${API}/tenantuser/setLanguage`).reply(200, answer(null));
    renderApp('/index');
    await screen.findByRole('menu', { name: '主菜单' });

    fireEvent.click(screen.getByRole('button', { name: `${staffUser.realname}（${staffUser.tenantName}）` }));
    fireEvent.mouseEnter(await screen.findByRole('menuitem', { name: /语言/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByRole('menu', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search menu' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeTruthy();
    await waitFor(() =>
      expect(mock.history.post.find((call) => call.url === `${API}/tenantuser/setLanguage`)?.data).toBe(
        JSON.stringify({ language: 'en-US' }),
      ),
    );
  });
});
