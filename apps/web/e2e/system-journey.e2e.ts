// Issue 5 as one journey of a new platform administrator, through the UI only: an app with a menu tree,
// a role bound to part of it, a tenant subscribed to the app, a user of that tenant with the role, who
// signs into the app and sees exactly the bound menu and sets an avatar; then the administrator's own
// departments, positions and a dictionary with items, created, edited and deleted. The per-page e2e
// files go deeper into each page; this one proves the pages work together.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, menuTexts, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
// A page load of the shell takes a few seconds on a busy machine.
const POLL = { timeout: 15_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// Unique per run, so the journey also runs against a database that has seen it before.
const run = Date.now().toString(36).slice(-6);
const appName = `旅程应用${run}`;
const appKey = `journey-${run}`;
const tenantCode = `jt-${run}`;
const tenantName = `旅程租户${run}`;
const username = `journey_${run}`;
const realname = `旅程用户${run.slice(-3)}`;
const roleName = `旅程专员${run}`;

// The app's menu: a directory of three pages. The role gets 旅程首页 and 旅程报告 (so their parent
// too), not 旅程部门. (A directory left with one page would show as that page alone, as the shell's
// menu does for a parent with a single child.)
const tree = {
  centre: { title: '旅程中心', name: 'JourneyCentre', path: '/journey', component: 'Layout' },
  home: { title: '旅程首页', name: 'JourneyHome', path: 'home', component: 'home/index' },
  report: { title: '旅程报告', name: 'JourneyReport', path: 'report', component: 'home/index' },
  dept: { title: '旅程部门', name: 'JourneyDept', path: 'dept', component: 'system/dept/index' },
};
const boundMenu = [tree.centre.title, tree.home.title, tree.report.title];

describe('system management journey (issue 5)', () => {
  it('builds an app, its menu, a role, a tenant and a user who sees exactly the bound menu; manages departments, positions and a dictionary', async () => {
    const started = Date.now();
    const admin = await newClient(browser);
    const user = await newClient(browser);
    let current = admin.page;
    try {
      await signIn(admin.page, baseURL, 'admin', 'Admin@123');
      await admin.page.getByRole('menu', { name: '主菜单' }).waitFor();
      await createAppWithMenuAndRole(admin.page);
      await createTenantAndUser(admin.page);

      current = user.page;
      await userSeesBoundMenu(user.page);
      await userSetsAvatar(user.page);

      current = admin.page;
      await manageDepartment(admin.page);
      await managePosition(admin.page);
      await manageDictionary(admin.page);
    } catch (error) {
      await screenshot(current, 'journey-failure');
      throw error;
    }
    expect(admin.problems).toEqual([]);
    expect(user.problems).toEqual([]);
    await admin.context.close();
    await user.context.close();
    console.log(`system journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // About 35 s on a quiet machine; the suite's 60 s leaves too little room when the machine is busy.
  }, 120_000);
});

// ---- helpers: the page kit's controls as a user finds them -------------------------------------

/** Opens a page from the side menu, opening the groups on the way that are closed. */
async function openMenu(page: Page, ...path: string[]) {
  const menu = page.getByRole('menu', { name: '主菜单' });
  for (const [i, title] of path.entries()) {
    const next = path[i + 1];
    if (next && (await menu.getByText(next, { exact: true }).isVisible())) continue;
    await menu.getByText(title, { exact: true }).click();
  }
}

/** The dialog on top (closed dialogs stay in the page, hidden, until their animation ends). */
const dialog = (page: Page) => page.locator('.ant-modal-container').filter({ visible: true }).last();
const drawer = (page: Page) => page.locator('.ant-drawer-open');

/** A table row of the page on show (pages of other open tabs stay in the page, hidden). */
const row = (page: Page, text: string) =>
  page.locator('tr.ant-table-row', { hasText: text }).filter({ visible: true });

/** A toolbar button: its accessible name starts with its icon's ("plus 新增"). */
const toolbarButton = (page: Page, text: string) =>
  page
    .getByRole('button', { name: new RegExp(`(^| )${text}$`) })
    .filter({ visible: true })
    .first();

/** A button whose whole text is `text` (icon buttons included). */
const button = (scope: Page | Locator, text: string) =>
  scope.locator('button', { hasText: new RegExp(`^${text}$`) }).filter({ visible: true });

/** Waits for the dialog titled `title`, fills its fields by label. */
async function fillDialog(page: Page, title: string, fields: Record<string, string>) {
  await dialog(page).locator('.ant-modal-title', { hasText: title }).waitFor();
  for (const [label, value] of Object.entries(fields))
    await dialog(page).getByLabel(label, { exact: true }).fill(value);
}

/** Confirms the dialog on top and waits until it has gone. */
async function confirmDialog(page: Page) {
  const title = dialog(page).locator('.ant-modal-title, .ant-modal-confirm-title').first();
  const text = await title.innerText();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page
    .locator('.ant-modal-title, .ant-modal-confirm-title', { hasText: text })
    .filter({ visible: true })
    .waitFor({ state: 'detached' });
}

const treeTitles = async (scope: Locator) =>
  (await scope.locator('.ant-tree-treenode').allInnerTexts())
    .map((t) => t.split('\n')[0]!.trim())
    // The tree keeps an empty, hidden node for measuring.
    .filter(Boolean);

// ---- the journey --------------------------------------------------------------------------------

async function saveResource(page: Page, fields: (typeof tree)[keyof typeof tree]) {
  const form = page.locator('form', { has: page.getByLabel('路由名称') });
  await form.getByLabel('标题', { exact: true }).fill(fields.title);
  await form.getByLabel('路由名称').fill(fields.name);
  await form.getByLabel('路由地址').fill(fields.path);
  await form.getByLabel('组件').fill(fields.component);
  // The component field suggests page keys: close its list before saving.
  await page.keyboard.press('Escape');
  const saved = page.waitForResponse((r) => r.url().includes('/resource/createresource'));
  await form.getByRole('button', { name: '保存' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText(`编辑资源“${fields.title}”`).waitFor();
}

async function createAppWithMenuAndRole(page: Page) {
  await openMenu(page, '系统管理', '应用管理');
  await page.locator('.ant-table').getByText('系统管理', { exact: true }).waitFor();
  await page.getByRole('button', { name: '新增应用' }).click();
  await drawer(page).getByLabel('应用名称').fill(appName);
  await drawer(page).getByLabel('应用标识').fill(appKey);
  await drawer(page).getByRole('button', { name: '保存' }).click();
  await page.getByText('新增成功').waitFor();
  const appRow = row(page, appName);
  await appRow.waitFor();

  // The menu tree.
  await appRow.getByRole('button', { name: '资源' }).click();
  await page.waitForURL(/\/resources\?appId=/);
  await page.getByText('该应用还没有菜单资源').waitFor();
  await page.getByRole('button', { name: '新增顶级资源' }).click();
  await saveResource(page, tree.centre);
  const resourceTree = page.locator('.ant-tree').filter({ visible: true });
  for (const child of [tree.home, tree.report, tree.dept]) {
    await resourceTree.getByText(tree.centre.title, { exact: true }).click();
    await page.getByText(`编辑资源“${tree.centre.title}”`).waitFor();
    await page.getByRole('button', { name: '新增下级' }).click();
    await saveResource(page, child);
  }
  await expect
    .poll(() => treeTitles(resourceTree), POLL)
    .toEqual([tree.centre.title, tree.home.title, tree.report.title, tree.dept.title]);
  await screenshot(page, 'journey-1-resources');

  // A role of the app, bound to part of the menu.
  await openMenu(page, '系统管理', '应用管理');
  await row(page, appName).getByRole('button', { name: '权限' }).click();
  await page.waitForURL(/\/role\?appId=/);
  await page.getByRole('button', { name: '新增角色' }).click();
  await fillDialog(page, '新增角色', { 角色名称: roleName, 角色编码: '501' });
  await confirmDialog(page);
  await row(page, roleName).getByRole('button', { name: '分配资源' }).click();
  const bind = drawer(page);
  await bind.getByText(tree.report.title).waitFor();
  const checkbox = (title: string) =>
    bind.locator('.ant-tree-treenode', { hasText: title }).locator('.ant-tree-checkbox');
  await checkbox(tree.home.title).click();
  await checkbox(tree.report.title).click();
  // 旅程首页 brings its parent along; 旅程部门 stays out.
  await bind.getByText('已选 3 项').waitFor();
  expect(await checkbox(tree.centre.title).getAttribute('class')).toContain(
    'ant-tree-checkbox-indeterminate',
  );
  expect(await checkbox(tree.dept.title).getAttribute('class')).not.toContain('ant-tree-checkbox-checked');
  await page.waitForTimeout(300);
  await screenshot(page, 'journey-2-role');
  await bind.getByRole('button', { name: '保存' }).click();
  await page.getByText('授权成功').waitFor();
}

async function createTenantAndUser(page: Page) {
  await openMenu(page, '系统管理', '租户管理');
  await page.getByPlaceholder('租户名称或编码').filter({ visible: true }).waitFor();
  await toolbarButton(page, '新增').click();
  await fillDialog(page, '添加租户', { 租户编码: tenantCode, 租户名称: tenantName });
  await confirmDialog(page);

  // The new tenant is offered the apps at once: it takes the new one.
  await page.getByText(`开通应用：${tenantName}`).waitFor();
  await dialog(page).getByLabel(`${appName}（${appKey}）`).check();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  // Saved: the dialog closes, and opened again it shows the new subscription's tenant app key.
  await page.getByText(`开通应用：${tenantName}`).waitFor({ state: 'hidden' });
  await row(page, tenantCode).getByText(appName).waitFor();
  await row(page, tenantCode).getByRole('button', { name: '开通应用' }).click();
  const key = dialog(page).locator('tr', { hasText: appName }).locator('code');
  await expect.poll(async () => (await key.innerText()).trim(), POLL).toMatch(/^[0-9a-f]{24}$/);
  await dialog(page).locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await page.getByText(`开通应用：${tenantName}`).waitFor({ state: 'hidden' });

  // Its first user, holding the role.
  await row(page, tenantCode).getByRole('button', { name: '用户' }).click();
  await page.getByText(`租户：${tenantName}`).waitFor();
  await toolbarButton(page, '新增').click();
  await fillDialog(page, '添加用户', { 用户名: username, 初始密码: 'Journey2026', 姓名: realname });
  const roles = dialog(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator('label[title="角色"]') })
    .locator('.ant-select');
  await roles.click();
  // Long lists are virtual: type to bring the option into view, as a person would.
  await page.keyboard.type(roleName);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(`${roleName}（${appName}）`, { exact: true })
    .click();
  // A multiple select stays open after a choice: close it by clicking elsewhere.
  await dialog(page).locator('.ant-modal-title').click();
  await confirmDialog(page);
  await row(page, username).getByText(`${appName}/${roleName}`).waitFor();
  await screenshot(page, 'journey-3-tenant-user');
}

async function userSeesBoundMenu(page: Page) {
  // Sent to the sign-on page to come back to the new app, as the app switcher does.
  await page.goto(`${baseURL}/sso?redirect=${encodeURIComponent(`appkey=${appKey}`)}`);
  await page.getByText(`登录到 ${appName}`).waitFor();
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('Journey2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));

  // Exactly the bound entries, in the tree's order; the first page opens.
  expect(await menuTexts(page)).toEqual(boundMenu);
  await page.waitForURL(/\/journey\/home$/);
  const menu = page.getByRole('menu', { name: '主菜单' });
  await menu.getByText(tree.report.title, { exact: true }).click();
  await page.waitForURL(/\/journey\/report$/);
  await page
    .getByRole('navigation', { name: '已打开的页面' })
    .getByRole('link', { name: tree.report.title })
    .waitFor();
  await expect
    .poll(() => menu.locator('.ant-menu-item-selected').allInnerTexts(), POLL)
    .toEqual([tree.report.title]);
  // Let the menu and tags finish their colour transitions before the picture.
  await page.waitForTimeout(400);
  await screenshot(page, 'journey-4-user-menu');
  // The unbound page is not there, even typed by hand.
  await page.goto(`${baseURL}/journey/dept`);
  await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor();
}

async function userSetsAvatar(page: Page) {
  await page
    .locator('header')
    .getByRole('button', { name: new RegExp(realname) })
    .click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await page.getByLabel('姓名').waitFor();
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 80, height: 80 } });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'journey avatar.png', mimeType: 'image/png', buffer: png });
  await page.getByText('头像已更新').waitFor();
  const navbarAvatar = page.locator('header img[alt="头像"]').first();
  await expect
    .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
    .toBe(80);
  expect(decodeURIComponent((await navbarAvatar.getAttribute('src'))!)).toMatch(/journeyavatar\.png$/);
  // Let the new picture card finish zooming in before the picture.
  await page.waitForTimeout(500);
  await screenshot(page, 'journey-5-avatar');
}

async function manageDepartment(page: Page) {
  const name = `旅程质检部${run}`;
  await openMenu(page, '系统管理', '组织机构', '部门管理');
  await page.getByPlaceholder('请输入部门名称').filter({ visible: true }).waitFor();
  await toolbarButton(page, '新增').click();
  await fillDialog(page, '添加部门', { 部门名称: name, 负责人: '周检' });
  await confirmDialog(page);
  await row(page, name).getByRole('button', { name: '修改' }).click();
  await fillDialog(page, '修改部门', { 部门名称: `${name}改` });
  await confirmDialog(page);
  await row(page, `${name}改`).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page);
  await row(page, `${name}改`).waitFor({ state: 'detached' });
}

async function managePosition(page: Page) {
  const code = `JOURNEY_${run.toUpperCase()}`;
  await openMenu(page, '系统管理', '组织机构', '岗位管理');
  await page.getByPlaceholder('请输入岗位名称').filter({ visible: true }).waitFor();
  await toolbarButton(page, '新增').click();
  await fillDialog(page, '添加岗位', { 岗位编码: code, 岗位名称: '旅程检验员' });
  await confirmDialog(page);
  await row(page, code).getByRole('button', { name: '修改' }).click();
  await fillDialog(page, '修改岗位', { 岗位名称: '旅程高级检验员' });
  await confirmDialog(page);
  await row(page, code).getByText('旅程高级检验员').waitFor();
  await screenshot(page, 'journey-6-position');
  await row(page, code).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page);
  await row(page, code).waitFor({ state: 'detached' });
}

async function manageDictionary(page: Page) {
  const name = `旅程等级${run}`;
  const code = `JOURNEY_LEVEL_${run}`;
  const treeNode = (text: string) => page.locator('.ant-tree-treenode', { hasText: text });
  const items = page.getByRole('table', { name: /的字典项$/ });
  const itemRow = (text: string) => items.locator('tbody tr', { hasText: text });
  const actions = page.locator('.ant-card', { hasText: '新增下级' });
  const saveEntry = async (title: string, fields: Record<string, string>) => {
    await fillDialog(page, title, fields);
    await button(dialog(page), '确定').click();
    await page.getByText('保存成功').last().waitFor();
    await page.locator('.ant-modal-title', { hasText: title }).filter({ visible: true }).waitFor({
      state: 'detached',
    });
  };
  const remove = async (target: Locator, what: string) => {
    await button(target, '删除').click();
    await page.getByText(`确定删除字典“${what}”吗？`).waitFor();
    await confirmDialog(page);
  };

  await openMenu(page, '系统管理', '字典管理');
  await treeNode('问卷类型').waitFor();
  await button(page, '新增字典').click();
  await saveEntry('新增字典', { 名称: name, 编码: code });
  await treeNode(name).locator('.ant-tree-title').click();
  await page.getByText(`${name}（${code}）的字典项`).waitFor();
  for (const [label, itemCode, value] of [
    ['一级', `${code}_1`, '1'],
    ['二级', `${code}_2`, '2'],
  ] as const) {
    await button(page, '新增字典项').click();
    await saveEntry(`新增“${name}”的下级字典项`, { 名称: label, 编码: itemCode, 值: value });
    await itemRow(itemCode).waitFor();
  }
  await button(itemRow(`${code}_2`), '编辑').click();
  await saveEntry('编辑字典', { 名称: '次级' });
  await itemRow(`${code}_2`).getByText('次级', { exact: true }).waitFor();
  // The dictionary itself, renamed from the tree's actions.
  await button(actions, '编辑').click();
  await saveEntry('编辑字典', { 名称: `${name}表` });
  await page.getByText(`${name}表（${code}）的字典项`).waitFor();
  await screenshot(page, 'journey-7-dict');

  // A dictionary goes once its items have gone.
  await remove(itemRow(`${code}_1`), '一级');
  await itemRow(`${code}_1`).waitFor({ state: 'detached' });
  await remove(itemRow(`${code}_2`), '次级');
  await items.getByText('暂无字典项').waitFor();
  await remove(actions, `${name}表`);
  await treeNode(`${name}表`).waitFor({ state: 'detached' });
}
