import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, menuTexts, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openSettings(page: Page) {
  await page.getByRole('button', { name: '布局设置' }).click();
  await page.getByText('系统布局配置').waitFor();
}

async function chooseLayout(page: Page, label: '左侧' | '顶部' | '混合') {
  await openSettings(page);
  await page.locator('.ant-radio-button-wrapper', { hasText: label }).click();
  await page.keyboard.press('Escape');
  await page.getByText('系统布局配置').waitFor({ state: 'hidden' });
}

const tagBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tagTitles = async (page: Page) =>
  (await tagBar(page).getByRole('link').allInnerTexts()).map((t) => t.trim());

describe('layouts', () => {
  it('renders the side, head and mixed menus, and the choice survives a reload', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'admin', 'Admin@123');
    expect(await menuTexts(page)).toEqual(
      expect.arrayContaining(['首页', '系统管理', '应用管理', '租户管理']),
    );
    await screenshot(page, 'layout-1-left');

    await chooseLayout(page, '顶部');
    const top = page.getByRole('menu', { name: '顶部菜单' });
    await top.getByText('系统管理').waitFor();
    expect(await page.getByRole('menu', { name: '主菜单' }).count()).toBe(0);
    await screenshot(page, 'layout-2-head');

    await chooseLayout(page, '混合');
    await top.getByText('首页').waitFor();
    await screenshot(page, 'layout-3-mixed');

    await page.reload();
    await page.getByRole('menu', { name: '顶部菜单' }).waitFor();
    await chooseLayout(page, '左侧');
    await page.getByRole('menu', { name: '主菜单' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('turns the sidebar into a drawer on a 375 px phone, closed again after navigating', async () => {
    const { context, page, problems } = await newClient(browser, { width: 375, height: 760 });
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    await page.getByRole('heading', { name: '企业质量合规综合服务平台' }).waitFor();
    expect(await page.getByRole('menu', { name: '主菜单' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: '展开菜单' }).click();
    const menu = page.getByRole('menu', { name: '主菜单' });
    await menu.waitFor();
    // Let the drawer finish sliding in before looking at it and using it.
    await page.waitForTimeout(800);
    await screenshot(page, 'mobile-drawer');
    // Playwright reports the drawer's items as outside the viewport (the drawer is a transformed
    // fixed layer), though they are on screen (see the screenshot): deliver the tap as a DOM click.
    await page
      .locator('.ant-drawer-body .ant-menu-title-content', { hasText: '问卷管理' })
      .dispatchEvent('click');
    await page.waitForURL(/\/questionnaire\/index/);
    await menu.waitFor({ state: 'hidden' });
    await screenshot(page, 'mobile-page');

    // The menu search opens within the phone's width: the navbar does not push the page sideways.
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).waitFor();
    await page.keyboard.type('问卷');
    await page.locator('.ant-select-item-option', { hasText: '问卷管理' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'mobile-search');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('tags view', () => {
  it('keeps visited views across navigation and reload, closes through the context menu, and never closes affix views', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    const menu = page.getByRole('menu', { name: '主菜单' });
    await menu.getByText('业务办理').click();
    await page.waitForURL(/\/business\/index/);
    // 业务办理 is a real page now: its tag comes once the page (a chunk of its own) has loaded.
    await tagBar(page).getByRole('link', { name: '业务办理' }).waitFor();
    await menu.getByText('问卷管理').click();
    await page.waitForURL(/\/questionnaire\/index/);
    await expect.poll(() => tagTitles(page)).toEqual(['首页', '业务办理', '问卷管理']);

    await page.reload();
    await tagBar(page).getByRole('link', { name: '问卷管理' }).waitFor();
    await expect.poll(() => tagTitles(page)).toEqual(['首页', '业务办理', '问卷管理']);
    await screenshot(page, 'tags-after-reload');

    await tagBar(page).getByRole('link', { name: '业务办理' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tagTitles(page)).toEqual(['首页', '业务办理']);

    await tagBar(page).getByRole('link', { name: '业务办理' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect.poll(() => tagTitles(page)).toEqual(['首页']);
    // The affix view has no close button and nothing in the context menu closes it.
    expect(
      await tagBar(page)
        .getByRole('button', { name: /关闭 首页/ })
        .count(),
    ).toBe(0);
    await page.waitForURL(/\/index$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('switching application and role', () => {
  it('keeps only the tags the new app has, and goes back to all roles, at 1440 px and below 992 px', async () => {
    const { context, page, problems } = await newClient(browser, { width: 1440, height: 900 });
    await signIn(page, baseURL, 'admin', 'Admin@123');
    const menu = page.getByRole('menu', { name: '主菜单' });
    await menuTexts(page);
    await menu.getByText('应用管理').click();
    await page.waitForURL(/\/use-management$/);
    // The page shows (and its tag opens) before the next click: a navigation left while its page is
    // still loading is abandoned, and rightly opens no tag.
    await expect.poll(() => tagTitles(page)).toContain('应用管理');
    await menu.getByText('租户管理').click();
    await page.waitForURL(/\/use-tenant$/);
    await expect.poll(() => tagTitles(page)).toEqual(expect.arrayContaining(['应用管理', '租户管理']));

    // To 质量管理: the system pages' tags would only open the not-found page there.
    await page.getByTitle('切换应用').click();
    await page.getByRole('menuitem', { name: '质量管理' }).click();
    await menu.getByText('业务办理').waitFor();
    await expect
      .poll(async () => (await tagTitles(page)).filter((title) => ['应用管理', '租户管理'].includes(title)))
      .toEqual([]);

    // Acting as 认证审核人员 narrows the menu and the apps on offer to that role's ...
    await page.getByTitle('切换角色').click();
    await page.getByRole('menuitem', { name: '认证审核人员' }).click();
    await menu.getByText('业务审查').waitFor();
    await menu.getByText('业务办理').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTitle('切换应用').count()).toBe(0);
    await screenshot(page, 'role-one');

    // ... and 全部角色 brings back the whole menu and the way to 系统管理.
    await page.getByTitle('切换角色').click();
    await page.getByRole('menuitem', { name: '全部角色' }).click();
    await menu.getByText('业务办理').waitFor();
    await page.getByTitle('切换应用').click();
    await page.getByRole('menuitem', { name: '系统管理' }).waitFor();
    await page.keyboard.press('Escape');

    // Below 992 px the navbar has no room for the switchers: the user menu switches, the search stays.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByRole('button', { name: '展开菜单' }).waitFor();
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^平台管理员/ }).click();
    await page.getByRole('menuitem', { name: /切换系统/ }).hover();
    await page.getByRole('menuitem', { name: '系统管理' }).waitFor();
    await page.getByRole('menuitem', { name: /切换角色/ }).hover();
    await page.getByRole('menuitem', { name: '认证审核人员' }).waitFor();
    await screenshot(page, 'narrow-user-menu');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('keep-alive', () => {
  it('keeps a half-filled form of pages nested two levels deep when the user leaves and comes back, until Refresh', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'admin', 'Admin@123');
    const menu = page.getByRole('menu', { name: '主菜单' });
    // 系统管理 > 组织机构 > 岗位管理: a page two levels below the top of the menu.
    const openOrganisation = async () => {
      if (!(await menu.getByText('岗位管理').isVisible())) {
        if (!(await menu.getByText('组织机构').isVisible())) await menu.getByText('系统管理').click();
        await menu.getByText('组织机构').click();
      }
    };
    await openOrganisation();
    await menu.getByText('岗位管理').click();
    await page.waitForURL(/\/useManagement\/org\/position$/);
    const positionName = page.getByPlaceholder('请输入岗位名称');
    await positionName.fill('质检');

    await openOrganisation();
    await menu.getByText('部门管理').click();
    await page.waitForURL(/\/useManagement\/org\/dept$/);
    const deptName = page.getByPlaceholder('请输入部门名称');
    await deptName.fill('研发');

    await menu.getByText('应用管理').click();
    await page.waitForURL(/\/use-management$/);

    await tagBar(page).getByRole('link', { name: '岗位管理' }).click();
    await page.waitForURL(/\/org\/position$/);
    await expect.poll(() => positionName.inputValue()).toBe('质检');
    await tagBar(page).getByRole('link', { name: '部门管理' }).click();
    await page.waitForURL(/\/org\/dept$/);
    await expect.poll(() => deptName.inputValue()).toBe('研发');
    await screenshot(page, 'keep-alive-nested');

    // Refresh re-mounts that one view: its form starts empty; the other cached view keeps its value.
    await tagBar(page).getByRole('link', { name: '部门管理' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect.poll(() => deptName.inputValue()).toBe('');
    await tagBar(page).getByRole('link', { name: '岗位管理' }).click();
    await expect.poll(() => positionName.inputValue()).toBe('质检');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('access and navigation', () => {
  it('shows 404 for a path the user holds no resource for, even typed in the address bar, and keeps permitted deep links', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    await menuTexts(page);
    for (const path of ['/use-management', '/useManagement/use-user', '/businessReview/index']) {
      await page.goto(`${baseURL}${path}`);
      await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor();
    }
    await page.goto(`${baseURL}/questionnaire/index`);
    await page.reload();
    await tagBar(page).getByRole('link', { name: '问卷管理' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/questionnaire/index');
    await context.close();
  });

  it('decides on single sign-on before loading the shell: a signed-out / loads only what the sign-on page does', async () => {
    const scriptsOf = async (path: string) => {
      const { context, page } = await newClient(browser);
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${baseURL}${path}`);
      await page.getByLabel('账号', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await context.close();
      return [...scripts].sort();
    };
    const signedOut = await scriptsOf('/');
    expect(signedOut.some((script) => /ShellLayout/.test(script))).toBe(false);
    expect(signedOut).toEqual(await scriptsOf('/sso'));
  });

  it('finds a route by a fuzzy title with Ctrl+K and goes there', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'reviewer_a', 'Demo@123');
    await menuTexts(page);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: '搜索菜单' });
    await search.waitFor();
    await search.pressSequentially('业务管');
    await page.locator('.ant-select-item-option', { hasText: '业务管理' }).first().waitFor();
    await screenshot(page, 'header-search');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bizManage\/index/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('settings', () => {
  it('recolours primary elements with a new theme colour, and keeps it after a reload', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'expert_a', 'Demo@123');
    await menuTexts(page);
    const activeTag = tagBar(page).locator('[aria-current="page"]').first();
    const before = await activeTag.evaluate(
      (el) => getComputedStyle(el.closest('.ant-tag') ?? el).backgroundColor,
    );
    await openSettings(page);
    await page
      .getByRole('button', { name: '主题颜色' })
      .or(page.locator('.ant-color-picker-trigger'))
      .first()
      .click();
    await page.locator('.ant-color-picker-presets-color').nth(7).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => activeTag.evaluate((el) => getComputedStyle(el.closest('.ant-tag') ?? el).backgroundColor))
      .toBe('rgb(245, 34, 45)');
    expect(before).not.toBe('rgb(245, 34, 45)');
    await screenshot(page, 'theme-red');
    await page.reload();
    await expect
      .poll(() =>
        tagBar(page)
          .locator('[aria-current="page"]')
          .first()
          .evaluate((el) => getComputedStyle(el.closest('.ant-tag') ?? el).backgroundColor),
      )
      .toBe('rgb(245, 34, 45)');
    await context.close();
  });

  it('changes the component size, says 切换成功 and reloads at the new size', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'auditor_a', 'Demo@123');
    await menuTexts(page);
    const heightOf = () =>
      page.getByRole('button', { name: '布局设置' }).evaluate((el) => el.getBoundingClientRect().height);
    const before = await heightOf();
    await page.getByRole('button', { name: '布局大小' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: '迷你' }).click();
    await page.getByText('切换成功').waitFor();
    await reloaded;
    await menuTexts(page);
    expect(await heightOf()).toBeLessThan(before);
    await context.close();
  });
});
