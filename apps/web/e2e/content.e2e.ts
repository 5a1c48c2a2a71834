// Content pages and the report form in the production build with the demo seed (issue 23): the
// platform administrator edits and publishes the privacy policy, which a visitor without a session
// reads; a visitor reports through /reportform of east-cert; the administrator finds the report in
// 举报投诉, reads it in its form and marks it handled.
import type { Browser, Page } from 'playwright-core';
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

const OK = /^确\s*定$/;
const toast = (page: Page, words: string | RegExp) =>
  page.locator('.ant-message').getByText(words).first().waitFor();

describe('content pages', { timeout: 120_000 }, () => {
  it('publishes the privacy policy for visitors and takes a report through to handled', async () => {
    const admin = await newClient(browser);
    await signIn(admin.page, baseURL, 'admin', 'Admin@123');
    const page = admin.page;

    // The platform's privacy policy: a new paragraph and title, published as version 2.
    await page.goto(`${baseURL}/content-pages`);
    const editor = page.locator('.tiptap');
    await editor.getByText('本平台（以下简称“我们”）重视您的个人信息保护').waitFor();
    await page.getByLabel('标题', { exact: true }).fill('隐私政策（2026 年修订）');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第五条：本次修订补充了未成年人信息保护的规定。');
    await page
      .getByRole('button', { name: '发 布' })
      .or(page.getByRole('button', { name: '发布' }))
      .click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: OK }).click();
    await toast(page, '已发布');
    await page.getByRole('row', { name: /隐私政策（2026 年修订）.*已发布/ }).waitFor();
    await screenshot(page, 'content-pages-editor');

    const visitor = await newClient(browser);
    await visitor.page.goto(`${baseURL}/privacypolicy`);
    await visitor.page.getByRole('heading', { name: '隐私政策（2026 年修订）' }).waitFor();
    await visitor.page.getByText('第五条：本次修订补充了未成年人信息保护的规定。').waitFor();
    await visitor.page.getByText(/第 2 版/).waitFor();
    await screenshot(visitor.page, 'content-public-privacypolicy');

    // A report to east-cert through the platform's report page.
    await visitor.page.goto(`${baseURL}/reportform?tenant=east-cert`);
    await visitor.page.getByText('接收机构：华东质量认证中心').waitFor();
    await visitor.page.getByRole('button', { name: /提\s*交/ }).click();
    await visitor.page.getByText('请按提示修改后再提交').waitFor();
    await visitor.page.getByLabel('举报类别').click();
    await visitor.page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('服务质量', { exact: true })
      .click();
    await visitor.page.getByLabel('情况描述').fill('审核员在现场审核时索要礼品，请核查。');
    await visitor.page.getByLabel('姓名').fill('赵女士');
    await visitor.page.getByRole('button', { name: /提\s*交/ }).click();
    await visitor.page.getByText('提交成功').waitFor();
    await screenshot(visitor.page, 'content-public-reportform');
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    // The administrator handles it.
    await page.goto(`${baseURL}/report-submissions`);
    const row = page.getByRole('row', { name: /审核员在现场审核时索要礼品/ });
    await row.waitFor();
    await row.getByText('待处理').waitFor();
    await row.getByText('详情').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('赵女士').waitFor();
    await expect
      .poll(() => drawer.locator('textarea').first().inputValue())
      .toBe('审核员在现场审核时索要礼品，请核查。');
    await drawer.getByPlaceholder('处理情况或答复（选填）').fill('已转交纪检部门核查。');
    await drawer.getByRole('button', { name: '设为已处理' }).click();
    await toast(page, '已更新');
    await screenshot(page, 'content-report-drawer');
    await drawer.locator('.ant-drawer-close').click();
    await row.getByText('已处理').waitFor();
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
