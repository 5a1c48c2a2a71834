// The platform administrator builds an app from nothing: the app with its logo and look, a menu tree
// (a parent and two pages, reordered by dragging), and a role bound to part of that menu.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newClient, screenshot, signIn } from './browser';

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

const drawer = (page: Page) => page.locator('.ant-drawer-open');
const treeTitles = async (tree: Locator) =>
  (await tree.locator('.ant-tree-treenode').allInnerTexts())
    .map((t) => t.split('\n')[0]!.trim())
    // The tree keeps an empty, hidden node for measuring.
    .filter(Boolean);

/** Fills the resource form on the right and saves it. */
async function saveResource(
  page: Page,
  fields: { title: string; name: string; path: string; component: string },
) {
  const form = page.locator('form', { has: page.getByLabel('路由名称') });
  await form.getByLabel('标题', { exact: true }).fill(fields.title);
  await form.getByLabel('路由名称').fill(fields.name);
  await form.getByLabel('路由地址').fill(fields.path);
  await form.getByLabel('组件').fill(fields.component);
  await page.keyboard.press('Escape');
  const saved = page.waitForResponse((r) => r.url().includes('/resource/createresource'));
  await form.getByRole('button', { name: '保存' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText(`编辑资源“${fields.title}”`).waitFor();
}

describe('system management: apps, resources, roles', () => {
  it('creates an app, gives it a menu reordered by drag, and a role bound to part of it', async () => {
    const { context, page, problems } = await newClient(browser);
    try {
      await buildLab(page);
    } catch (error) {
      await screenshot(page, 'system-apps-failure');
      throw error;
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function buildLab(page: Page) {
  {
    await signIn(page, baseURL, 'admin', 'Admin@123');

    // The app, with an uploaded logo and a head menu.
    await page.getByRole('menu', { name: '主菜单' }).waitFor();
    await page.goto(`${baseURL}/use-management`);
    await page.locator('.ant-table').getByText('系统管理', { exact: true }).waitFor();
    await page.getByRole('button', { name: '新增应用' }).click();
    const appForm = drawer(page);
    await appForm.getByLabel('应用名称').fill('检测实验室');
    await appForm.getByLabel('应用标识').fill('lab-e2e');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/upload/object'));
    await appForm
      .locator('input[type=file]')
      .setInputFiles({ name: 'lab logo.png', mimeType: 'image/png', buffer: png });
    expect((await uploaded).status()).toBe(200);
    await expect
      .poll(() => appForm.getByRole('textbox', { name: 'Logo' }).inputValue(), POLL)
      .toMatch(/\/logo\/.*lablogo\.png$/);
    await appForm.getByText('顶部', { exact: true }).click();
    await appForm.getByLabel('单点登录地址').fill('/sso');
    await screenshot(page, 'system-app-form');
    // A darker menu, picked with the colour picker's hex input; the preview follows.
    await appForm
      .locator('.ant-form-item', { hasText: '菜单背景色' })
      .locator('.ant-color-picker-trigger')
      .click();
    const hex = page.locator('.ant-color-picker-hex-input input');
    await hex.fill('304156');
    await hex.press('Enter');
    await appForm.getByText('新增应用', { exact: true }).click();
    await page.locator('.ant-color-picker-panel').waitFor({ state: 'hidden' });
    const preview = appForm.getByRole('img', { name: '菜单预览' });
    await expect
      .poll(() => preview.evaluate((e) => getComputedStyle(e).backgroundColor), POLL)
      .toBe('rgb(48, 65, 86)');
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'system-app-look');
    const added = page.waitForRequest((r) => r.url().includes('/app/add'));
    await appForm.getByRole('button', { name: '保存' }).click();
    expect(JSON.parse((await added).postData()!)).toMatchObject({
      key: 'lab-e2e',
      config: { layout: '2', menuBg: '#304156', menuText: '#fff', tagsView: true },
    });
    await page.getByText('新增成功').waitFor();
    const appRow = page.getByRole('row', { name: /检测实验室/ });
    await appRow.waitFor();
    await expect
      .poll(
        () =>
          appRow
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        POLL,
      )
      .toBe(64);
    await screenshot(page, 'system-apps');

    // Its menu: a directory with two pages.
    await appRow.getByRole('button', { name: '资源' }).click();
    await page.waitForURL(/\/resources\?appId=/);
    await page.getByText('该应用还没有菜单资源').waitFor();
    await page.getByRole('button', { name: '新增顶级资源' }).click();
    await saveResource(page, { title: '实验室', name: 'Lab', path: '/lab', component: 'Layout' });
    await page.getByRole('button', { name: '新增下级' }).click();
    await saveResource(page, {
      title: '样品登记',
      name: 'LabSample',
      path: 'sample',
      component: 'home/index',
    });
    const tree = page.locator('.ant-tree');
    await tree.getByText('实验室', { exact: true }).click();
    await page.getByRole('button', { name: '新增下级' }).click();
    await saveResource(page, {
      title: '检测报告',
      name: 'LabReport',
      path: 'report',
      component: 'home/index',
    });
    await expect.poll(() => treeTitles(tree), POLL).toEqual(['实验室', '样品登记', '检测报告']);

    // Drag 检测报告 above 样品登记.
    const report = tree.locator('.ant-tree-node-content-wrapper', { hasText: '检测报告' });
    const sample = tree.locator('.ant-tree-node-content-wrapper', { hasText: '样品登记' });
    const from = (await report.boundingBox())!;
    const to = (await sample.boundingBox())!;
    const moved = page.waitForResponse((r) => r.url().includes('/resource/saveresource'));
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + from.height / 2 - 6, { steps: 4 });
    await page.mouse.move(to.x + 20, to.y + 2, { steps: 8 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await page.getByText('顺序已保存').waitFor();
    // As stored: the order survives a reload.
    await page.reload();
    await expect
      .poll(() => treeTitles(page.locator('.ant-tree')), POLL)
      .toEqual(['实验室', '检测报告', '样品登记']);
    await page.locator('.ant-tree').getByText('检测报告').click();
    await page.getByText('编辑资源“检测报告”').waitFor();
    await screenshot(page, 'system-resources');

    // A role bound to 样品登记 (and so to its parent), not to 检测报告.
    await page.goto(`${baseURL}/use-management`);
    await page
      .getByRole('row', { name: /检测实验室/ })
      .getByRole('button', { name: '权限' })
      .click();
    await page.waitForURL(/\/role\?appId=/);
    await page.getByRole('button', { name: '新增角色' }).click();
    const roleDialog = page.locator('.ant-modal', { hasText: '新增角色' });
    await roleDialog.getByLabel('角色名称').fill('样品检测员');
    await roleDialog.getByLabel('角色编码').fill('901');
    await roleDialog.getByLabel('描述').fill('登记和接收送检样品');
    await roleDialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('新增成功').waitFor();
    const roleRow = page.getByRole('row', { name: /样品检测员/ });
    await roleRow.waitFor();
    await roleRow.getByRole('button', { name: '分配资源' }).click();
    const bind = drawer(page);
    await bind.getByText('样品登记').waitFor();
    await bind.locator('.ant-tree-treenode', { hasText: '样品登记' }).locator('.ant-tree-checkbox').click();
    await bind.getByText('已选 2 项').waitFor();
    const bound = page.waitForRequest((r) => r.url().includes('/role/bindResources'));
    await bind.getByRole('button', { name: '保存' }).click();
    const sent = JSON.parse((await bound).postData()!) as { resourceIds: string[] };
    expect(sent.resourceIds).toHaveLength(2);
    await page.getByText('授权成功').waitFor();

    // Opened again, the drawer shows the binding as stored.
    await roleRow.getByRole('button', { name: '分配资源' }).click();
    await bind.getByText('已选 2 项').waitFor();
    const checkbox = (title: string) =>
      bind.locator('.ant-tree-treenode', { hasText: title }).locator('.ant-tree-checkbox');
    expect(await checkbox('样品登记').getAttribute('class')).toContain('ant-tree-checkbox-checked');
    expect(await checkbox('检测报告').getAttribute('class')).not.toContain('ant-tree-checkbox-checked');
    expect(await checkbox('实验室').getAttribute('class')).toContain('ant-tree-checkbox-indeterminate');
    await screenshot(page, 'system-roles');
  }
}
