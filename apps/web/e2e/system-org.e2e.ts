// System management as the platform administrator uses it: departments, positions (cached tabs that
// keep a half-typed search), a new tenant with its apps and a user, users with a role, department and
// position, and the .xlsx import (with its row report) and export.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
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

/** Signs in and waits for the shell, whose first load may still move to the first route. */
async function signInToShell(page: Page) {
  await signIn(page, baseURL, 'admin', 'Admin@123');
  await page.getByRole('menu', { name: '主菜单' }).waitFor();
  await page.waitForURL(/\/index$/);
}

// Closed dialogs stay in the page, hidden, until their closing animation ends.
/** Opens a page from the side menu, opening the groups on the way that are closed. */
async function openMenu(page: Page, ...path: string[]) {
  const menu = page.getByRole('menu', { name: '主菜单' });
  for (const [i, title] of path.entries()) {
    const item = menu.getByText(title, { exact: true });
    const next = path[i + 1];
    if (next && (await menu.getByText(next, { exact: true }).isVisible())) continue;
    await item.click();
  }
}

const dialog = (page: Page) => page.locator('.ant-modal-container').filter({ visible: true }).last();
/** The select of the dialog's form item labelled `label`. */
const selectOf = (page: Page, label: string) =>
  dialog(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) })
    .locator('.ant-select');
/** A toolbar button: its accessible name starts with its icon's ("plus 新增"). */
const toolbarButton = (page: Page, text: string) =>
  page
    .getByRole('button', { name: new RegExp(`(^| )${text}$`) })
    .filter({ visible: true })
    .first();
/** A table row of the page on show (pages of other open tabs stay in the page, hidden). */
const row = (page: Page, text: string) =>
  page.locator('tr.ant-table-row', { hasText: text }).filter({ visible: true });

async function fill(page: Page, label: string, value: string) {
  await dialog(page).getByLabel(label, { exact: true }).fill(value);
}

/** Waits until the dialog titled `title` is open (a reused dialog shows its old form while closing). */
async function opened(page: Page, title: string) {
  await dialog(page).locator('.ant-modal-title', { hasText: title }).waitFor();
}

/** Confirms the open dialog and waits for it to close. */
async function confirmDialog(page: Page) {
  const title = dialog(page).locator('.ant-modal-title, .ant-modal-confirm-title').first();
  const text = await title.innerText();
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await page
    .locator('.ant-modal-title, .ant-modal-confirm-title', { hasText: text })
    .filter({ visible: true })
    .waitFor({ state: 'detached' });
}

async function pick(page: Page, label: string, option: string) {
  await selectOf(page, label).click();
  // Long lists are virtual: type to bring the option into view, as a person would.
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).first().click();
  // A multiple select stays open after a choice: close it as a person would, by clicking elsewhere.
  await dialog(page).locator('.ant-modal-title').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

async function pickTree(page: Page, label: string, option: string) {
  await selectOf(page, label).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: option })
    .first()
    .click();
}

describe('organisation', () => {
  it('builds a department tree, offers no delete for a department with sub-departments, and manages positions', async () => {
    const { context, page, problems } = await newClient(browser);
    await signInToShell(page);

    await openMenu(page, '系统管理', '组织机构', '部门管理');
    await page.getByPlaceholder('请输入部门名称').filter({ visible: true }).waitFor();
    await toolbarButton(page, '新增').click();
    await opened(page, '添加部门');
    await fill(page, '部门名称', 'e2e质检部');
    await fill(page, '负责人', '周检');
    await confirmDialog(page);
    await row(page, 'e2e质检部').waitFor();

    await row(page, 'e2e质检部').getByRole('button', { name: '新增下级' }).click();
    await opened(page, '添加部门');
    await fill(page, '部门名称', 'e2e一组');
    await confirmDialog(page);
    await row(page, 'e2e一组').waitFor();
    await row(page, 'e2e一组').getByRole('button', { name: '修改' }).click();
    await opened(page, '修改部门');
    await fill(page, '部门名称', 'e2e检验一组');
    await confirmDialog(page);
    await row(page, 'e2e检验一组').waitFor();

    // Delete is not offered for a department with a sub-department; hovering it says why.
    const removeParent = row(page, 'e2e质检部').getByRole('button', { name: '删除' });
    expect(await removeParent.isDisabled()).toBe(true);
    await removeParent.locator('..').hover();
    await page.getByRole('tooltip').getByText('该部门下还有子部门，无法删除').waitFor();
    await screenshot(page, 'system-org-dept-refused');
    await page.mouse.move(0, 0);

    await row(page, 'e2e检验一组').getByRole('button', { name: '删除' }).click();
    await confirmDialog(page);
    await row(page, 'e2e检验一组').waitFor({ state: 'detached' });
    await screenshot(page, 'system-org-dept');

    await openMenu(page, '系统管理', '组织机构', '岗位管理');
    await page.getByPlaceholder('请输入岗位名称').filter({ visible: true }).waitFor();
    for (const [code, name] of [
      ['E2E_QC', 'e2e质检员'],
      ['E2E_TMP', 'e2e临时岗'],
    ]) {
      await toolbarButton(page, '新增').click();
      await opened(page, '添加岗位');
      await fill(page, '岗位编码', code!);
      await fill(page, '岗位名称', name!);
      await confirmDialog(page);
      await row(page, code!).waitFor();
    }
    await row(page, 'E2E_QC').getByRole('button', { name: '修改' }).click();
    await opened(page, '修改岗位');
    await fill(page, '岗位名称', 'e2e高级质检员');
    await confirmDialog(page);
    await row(page, 'e2e高级质检员').waitFor();
    await row(page, 'E2E_TMP').getByRole('button', { name: '删除' }).click();
    await confirmDialog(page);
    await row(page, 'E2E_TMP').waitFor({ state: 'detached' });

    // The filter finds by name; a half-typed search survives a trip to another tab.
    const nameFilter = page.getByPlaceholder('请输入岗位名称');
    await nameFilter.fill('高级');
    await page.getByRole('button', { name: '搜索', exact: true }).filter({ visible: true }).click();
    await expect.poll(() => page.locator('tr.ant-table-row').filter({ visible: true }).count()).toBe(1);
    await nameFilter.fill('质检');
    const tags = page.getByRole('navigation', { name: '已打开的页面' });
    await tags.getByRole('link', { name: '部门管理' }).click();
    await row(page, 'e2e质检部').waitFor();
    await tags.getByRole('link', { name: '岗位管理' }).click();
    await expect.poll(() => page.getByPlaceholder('请输入岗位名称').inputValue()).toBe('质检');
    await screenshot(page, 'system-org-position');
    // No deletion was sent only to be refused.
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('tenants and users', () => {
  it('creates a tenant with an app, and a user in it with a role', async () => {
    const { context, page, problems } = await newClient(browser);
    await signInToShell(page);
    await openMenu(page, '系统管理', '租户管理');
    await page.getByPlaceholder('租户名称或编码').filter({ visible: true }).waitFor();
    await toolbarButton(page, '新增').click();
    await opened(page, '添加租户');
    await fill(page, '租户编码', 'e2e-lab');
    await fill(page, '租户名称', 'e2e检测实验室');
    await confirmDialog(page);

    // The new tenant is offered its apps at once; the dialog closes once saved, and opened again it
    // shows the new subscription's tenant app key.
    await page.getByText('开通应用：e2e检测实验室').waitFor();
    await dialog(page).getByLabel('质量管理（quality）').check();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await page.getByText('开通应用：e2e检测实验室').waitFor({ state: 'hidden' });
    await row(page, 'e2e-lab').getByText('质量管理').waitFor();
    await row(page, 'e2e-lab').getByRole('button', { name: '开通应用' }).click();
    const key = dialog(page).locator('tr', { hasText: '质量管理' }).locator('code');
    await expect.poll(async () => (await key.innerText()).trim()).toMatch(/^[0-9a-f]{24}$/);
    await screenshot(page, 'system-org-tenant-apps');
    await dialog(page).locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await page.getByText('开通应用：e2e检测实验室').waitFor({ state: 'hidden' });
    // 停用 stays inside the table's visible width beside the widest list of apps (east-cert has five).
    const table = await row(page, 'east-cert')
      .locator('xpath=ancestor::div[contains(@class, "ant-table-container")]')
      .boundingBox();
    const disable = await row(page, 'east-cert').getByRole('button', { name: '停用' }).boundingBox();
    expect(disable!.x + disable!.width).toBeLessThanOrEqual(table!.x + table!.width);

    await row(page, 'e2e-lab').getByRole('button', { name: '用户' }).click();
    await page.getByText('租户：e2e检测实验室').waitFor();
    await toolbarButton(page, '新增').click();
    await opened(page, '添加用户');
    await fill(page, '用户名', 'e2e_lab_user');
    await fill(page, '初始密码', 'Start2026');
    await fill(page, '姓名', '实验员');
    await pick(page, '角色', '企业业务人员（质量管理）');
    await confirmDialog(page);
    await row(page, 'e2e_lab_user').getByText('质量管理/企业业务人员').waitFor();
    await screenshot(page, 'system-org-tenant-users');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates a user with a role, department and position, imports a sheet with a bad row, and exports', async () => {
    const { context, page, problems } = await newClient(browser);
    await signInToShell(page);
    // The signed-in tenant's own users, reached like any tenant's from tenant management.
    await openMenu(page, '系统管理', '租户管理');
    await page.getByPlaceholder('租户名称或编码').filter({ visible: true }).waitFor();
    await row(page, 'east-cert').getByRole('button', { name: '用户' }).click();
    await page.getByText('租户：华东质量认证中心').waitFor();
    await toolbarButton(page, '新增').click();
    await opened(page, '添加用户');
    await fill(page, '用户名', 'e2e_staff');
    await fill(page, '初始密码', 'Start2026');
    await fill(page, '姓名', '质检员甲');
    await fill(page, '手机号', '13712340001');
    await pickTree(page, '部门', 'e2e质检部');
    await pick(page, '岗位', 'e2e高级质检员');
    await pick(page, '角色', '认证审核人员（认证服务）');
    await confirmDialog(page);
    const created = row(page, 'e2e_staff');
    await created.getByText('认证服务/认证审核人员').waitFor();
    expect(await created.innerText()).toContain('e2e质检部');
    expect(await created.innerText()).toContain('e2e高级质检员');

    // At 1440 px every column keeps clear of the fixed 操作 column: the role tags wrap rather than
    // widen the table past the card.
    await page.setViewportSize({ width: 1440, height: 900 });
    const staff = row(page, 'staff_a');
    await staff.getByText('合规管理/企业业务人员').waitFor();
    const cells = await staff.locator('td').all();
    const actions = (await cells.at(-1)!.boundingBox())!;
    for (const cell of cells.slice(0, -1)) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(actions.x + 1);
    }
    await screenshot(page, 'system-org-users-1440');
    await page.setViewportSize({ width: 1366, height: 900 });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户');
    sheet.addRow(['用户名', '姓名', '初始密码', '手机号', '部门', '岗位', '角色']);
    sheet.addRow([
      'e2e_imported',
      '导入甲',
      'Start2026',
      '13712340002',
      'e2e质检部',
      'E2E_QC',
      '质量管理/评审专家',
    ]);
    sheet.addRow(['e2e_bad', '导入乙', 'Start2026', '12345', null, null, null]);
    fs.mkdirSync(artifactsDir, { recursive: true });
    const file = `${artifactsDir}/system-org-import.xlsx`;
    await workbook.xlsx.writeFile(file);

    await toolbarButton(page, '导入').click();
    await opened(page, '导入用户');
    await dialog(page).locator('input[type=file]').setInputFiles(file);
    await dialog(page).getByRole('button', { name: '开始导入' }).click();
    await dialog(page).getByText('成功导入1条，失败1条').waitFor();
    const report = dialog(page).locator('tr.ant-table-row');
    expect((await report.innerText()).replace(/\s+/g, ' ')).toBe('3 手机号 手机号格式不正确，应为11位数字');
    await screenshot(page, 'system-org-import-report');
    await dialog(page).locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await row(page, 'e2e_imported').getByText('质量管理/评审专家').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbarButton(page, '导出').click(),
    ]);
    expect(download.suggestedFilename()).toBe('用户列表.xlsx');
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.readFile((await download.path())!);
    const names: string[] = [];
    exported.getWorksheet('用户')!.eachRow((r) => names.push(String(r.getCell(1).value)));
    expect(names[0]).toBe('用户名');
    expect(names).toEqual(expect.arrayContaining(['e2e_staff', 'e2e_imported']));
    await screenshot(page, 'system-org-users');
    expect(problems).toEqual([]);
    await context.close();
  });
});
