import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launchBrowser, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const button = (scope: Page | Locator, text: string) =>
  scope.locator('button', { hasText: new RegExp(`^${text}$`) });
const modal = (page: Page, title: string) => page.locator('.ant-modal', { hasText: title });
const treeNode = (page: Page, name: string) => page.locator('.ant-tree-treenode', { hasText: name });
const itemRow = (page: Page, name: string) =>
  page.getByRole('table', { name: /的字典项$/ }).locator('tbody tr', { hasText: name });

async function saveEntry(page: Page, title: string, fields: Record<string, string>) {
  const dialog = modal(page, title);
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await button(dialog, '确定').click();
  await page.getByText('保存成功').last().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function confirmDelete(page: Page, name: string) {
  const confirm = page.locator('.ant-modal-confirm', { hasText: `确定删除字典“${name}”吗？` });
  await button(confirm, '确定').click();
  await confirm.waitFor({ state: 'hidden' });
}

async function importFile(page: Page, file: string) {
  await button(page, '导入').click();
  const dialog = modal(page, '导入字典');
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByText('文件中共 2 条字典（含各级下级）').waitFor();
  await button(dialog, '导入').click();
  return dialog;
}

describe('system management: dictionaries, page layouts, operation log', () => {
  it('creates, edits, exports and re-imports a dictionary, edits a layout, and finds it all in the log', async () => {
    const { context, page, problems } = await newClient(browser, { width: 1440, height: 900 });
    const failedCalls: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400)
        failedCalls.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    });
    try {
      await walkThrough(page);
    } catch (error) {
      // What the page looked like when a step gave up.
      await screenshot(page, 'system-dict-failure');
      throw error;
    }
    // The only failed call is the import refused on purpose; the browser notes it in the console.
    expect(failedCalls).toEqual(['400 POST /api/api-system/data/resource/importDictDataV2']);
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  });
});

async function walkThrough(page: Page) {
  await signIn(page, baseURL, 'admin', 'Admin@123');
  await page.getByRole('menu', { name: '主菜单' }).waitFor();
  // Other files write as admin too (the journey deletes dictionaries): this walk's own log entries
  // are those from now on, in the log's local time format.
  const since = await page.evaluate(() => {
    const d = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  });

  // A dictionary with two items; one renamed, the other deleted.
  await page.goto(`${baseURL}/dict`);
  await treeNode(page, '问卷类型').waitFor();
  await button(page, '新增字典').click();
  await saveEntry(page, '新增字典', { 名称: 'E2E颜色', 编码: 'E2E_COLOR', 备注: '端到端测试' });
  await treeNode(page, 'E2E颜色').locator('.ant-tree-title').click();
  await page.getByText('E2E颜色（E2E_COLOR）的字典项').waitFor();
  await button(page, '新增字典项').click();
  await saveEntry(page, '新增“E2E颜色”的下级字典项', { 名称: '红色', 编码: 'E2E_RED', 值: 'red' });
  await button(page, '新增字典项').click();
  await saveEntry(page, '新增“E2E颜色”的下级字典项', { 名称: '绿色', 编码: 'E2E_GREEN', 值: 'green' });
  await itemRow(page, '红色').waitFor();
  await button(itemRow(page, '绿色'), '编辑').click();
  await saveEntry(page, '编辑字典', { 名称: '绿' });
  await itemRow(page, 'E2E_GREEN').getByText('绿', { exact: true }).waitFor();
  await button(itemRow(page, '红色'), '删除').click();
  await confirmDelete(page, '红色');
  await itemRow(page, '红色').waitFor({ state: 'detached' });
  // The tree shows the dictionary's remaining item under it.
  await treeNode(page, 'E2E颜色').locator('.ant-tree-switcher').click();
  await treeNode(page, 'E2E_GREEN').waitFor();
  await screenshot(page, 'system-dict-items');

  // Export it to a file.
  await treeNode(page, 'E2E颜色').locator('.ant-tree-checkbox').click();
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, '导出（1）').click()]);
  expect(download.suggestedFilename()).toMatch(/^字典导出_\d{14}\.json$/);
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, 'system-dict-export.json');
  await download.saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(exported).toMatchObject([
    {
      code: 'E2E_COLOR',
      name: 'E2E颜色',
      remark: '端到端测试',
      children: [{ code: 'E2E_GREEN', name: '绿', value: 'green', children: [] }],
    },
  ]);

  // Importing it beside the original is refused row by row; nothing is stored.
  let dialog = await importFile(page, file);
  await dialog.getByText('导入失败，以下行有错误，未导入任何数据：').waitFor();
  expect(await dialog.locator('tbody tr').allInnerTexts()).toEqual([
    expect.stringMatching(/^1\s+E2E_COLOR\s+E2E颜色\s+code\s+字典编码已存在$/),
    expect.stringMatching(/^2\s+E2E_GREEN\s+绿\s+code\s+字典编码已存在$/),
  ]);
  await screenshot(page, 'system-dict-import-refused');
  await button(dialog, '取消').click();

  // Deleted, then imported again from the file: the same dictionary is back.
  await button(itemRow(page, '绿'), '删除').click();
  await confirmDelete(page, '绿');
  await treeNode(page, 'E2E颜色').locator('.ant-tree-title').click();
  await button(page.locator('.ant-card', { hasText: '新增下级' }), '删除').click();
  await confirmDelete(page, 'E2E颜色');
  await treeNode(page, 'E2E颜色').waitFor({ state: 'detached' });
  dialog = await importFile(page, file);
  await dialog.getByText('导入成功，共导入 2 条字典').waitFor();
  await screenshot(page, 'system-dict-imported');
  await button(dialog, '确定').click();
  await treeNode(page, 'E2E颜色').locator('.ant-tree-title').click();
  await itemRow(page, 'E2E_GREEN').getByText('green', { exact: true }).waitFor();

  // A page layout: invalid JSON is refused with its line and column before anything is sent.
  await page.goto(`${baseURL}/page-layout`);
  await button(page, '新增').click();
  const editor = modal(page, '新增页面布局');
  await editor.getByLabel('布局名称').fill('E2E布局');
  const body = editor.getByLabel('页面配置（JSON）');
  await body.fill('{\n  "type": "page",\n  "title": "端到端"\n  "body": []\n}');
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/savePageLayout')) saves++;
  });
  await button(editor, '保存').click();
  await editor.getByText('第 4 行，第 3 列：缺少逗号或 }').waitFor();
  await screenshot(page, 'system-page-layout-invalid');
  expect(saves).toBe(0);
  await body.fill('{\n  "type": "page",\n  "title": "端到端",\n  "body": []\n}');
  await button(editor, '保存').click();
  await page.getByText('保存成功').last().waitFor();
  expect(saves).toBe(1);
  const layoutRow = page.locator('tbody tr', { hasText: 'E2E布局' });
  await layoutRow.getByText('未绑定').waitFor();
  await button(layoutRow, '绑定页面').click();
  const bind = modal(page, '绑定页面：E2E布局');
  await bind.getByLabel('绑定页面').fill('e2e-page');
  await button(bind, '确定').click();
  await layoutRow.getByText('e2e-page').waitFor();
  await bind.waitFor({ state: 'hidden' });
  await screenshot(page, 'system-page-layout-list');

  // The operation log lists those writes, and not the reads.
  await page.goto(`${baseURL}/operlog`);
  const log = page.locator('.ant-table');
  await log.getByText('绑定页面布局').first().waitFor();
  const rows = await log
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText)));
  const operations = rows.filter((cells) => cells[0]! >= since).map((cells) => cells[3]);
  for (const operation of ['保存字典', '删除字典', '导入字典', '保存页面布局', '绑定页面布局']) {
    expect(operations).toContain(operation);
  }
  expect(operations.filter((o) => o === '删除字典')).toHaveLength(3);
  await screenshot(page, 'system-operlog');
  await page.getByLabel('操作', { exact: true }).click();
  // The list of operations is long and virtual: narrow it down as a user would.
  await page.keyboard.type('导入');
  await page.locator('.ant-select-item-option', { hasText: '导入字典' }).click();
  await button(page, '搜索').click();
  await page.getByText('共 1 条').waitFor();
  await button(page.locator('tbody tr', { hasText: '导入字典' }), '详情').click();
  const drawer = page.locator('.ant-drawer', { hasText: '操作日志详情' });
  await drawer.getByText('POST /api/api-system/data/resource/importDictDataV2').waitFor();
  // Let the drawer finish sliding in before the picture.
  await page.waitForTimeout(500);
  await screenshot(page, 'system-operlog-detail');
}
