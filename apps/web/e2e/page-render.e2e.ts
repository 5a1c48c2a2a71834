// The server-driven page (issue 23): the demo menu page 页面渲染示例 renders the layout bound to its
// route name — the list of the tenant's supplier levels with its filter, the designer form that adds
// one (the list reloads with it), the delete row action after its confirmation — and the layout
// editor's preview draws the same page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const button = (scope: Page | Locator, text: string) =>
  scope.locator('button', { hasText: new RegExp(`^\\s*${text}\\s*$`) });

describe('server-driven page renderer', () => {
  it('renders the seeded menu page’s list and form, and the editor previews it', async () => {
    const { context, page, problems } = await newClient(browser, { width: 1440, height: 900 });
    try {
      await walkThrough(page);
    } catch (error) {
      await screenshot(page, 'page-render-failure');
      throw error;
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function walkThrough(page: Page) {
  await signIn(page, baseURL, 'admin', 'Admin@123');
  await page.getByRole('menu', { name: '主菜单' }).getByText('系统管理').click();
  await page.getByRole('menu', { name: '主菜单' }).getByText('页面渲染示例').click();
  await page.waitForURL(/\/page-render-demo$/);
  const render = page.getByTestId('page-render');
  await render.getByRole('heading', { name: '供应商等级' }).waitFor();
  const list = render.locator('.page-render-list');
  await list.locator('tbody tr', { hasText: 'A 级（优选）' }).waitFor();
  await list.locator('tbody tr', { hasText: 'C 级（观察）' }).getByText('停用').waitFor();
  await list.getByText('共 3 条').waitFor();
  // The renderer's style came from the site's /sdk path of this application.
  const style = await page.locator('#page-renderer-style').getAttribute('href');
  expect(style).toMatch(/^\/sdk\/[a-z]+\/page-renderer\.css$/);

  await list.getByLabel('名称', { exact: true }).fill('B 级');
  await button(list, '查询').click();
  await list.getByText('共 1 条').waitFor();
  await screenshot(page, 'page-render-list');
  await button(list, '重置').click();
  await list.getByText('共 3 条').waitFor();

  // The designer form on the page adds a level; the list shows it.
  const form = render.locator('.page-render-form');
  await form.getByText('登记供应商等级').waitFor();
  await form.getByLabel('等级名称').fill('D 级（端到端）');
  await form.getByLabel('等级编码').fill('supplier_level_e2e');
  await form.getByLabel('等级值').fill('D');
  await screenshot(page, 'page-render-form');
  await button(form, '登记').click();
  const added = list.locator('tbody tr', { hasText: 'D 级（端到端）' });
  await added.waitFor();
  await list.getByText('共 4 条').waitFor();

  // The row action deletes it after its confirmation.
  await button(added, '删除').click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定删除等级“D 级（端到端）”吗？' });
  await button(confirm, '确定').click();
  await added.waitFor({ state: 'detached' });
  await list.getByText('共 3 条').waitFor();

  // The layout editor previews the same page with the renderer.
  await page.goto(`${baseURL}/page-layout`);
  const row = page.locator('tbody tr', { hasText: '供应商等级页' });
  await row.getByText('PageRenderDemo').waitFor();
  await button(row, '编辑').click();
  const editor = page.locator('.ant-modal', { hasText: '编辑页面布局' });
  await editor.getByLabel('页面配置（JSON）').waitFor();
  await expect
    .poll(() => editor.getByLabel('页面配置（JSON）').inputValue())
    .toContain('getDictItemPageList');
  await editor.getByRole('tab', { name: '预览' }).click();
  await editor.locator('.page-layout-preview tbody tr', { hasText: 'A 级（优选）' }).waitFor();
  await screenshot(page, 'page-render-editor-preview');
}
