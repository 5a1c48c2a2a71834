// External uploads in the production build with the demo seed (issue 23): reviewer_a makes an upload
// link from a submission's review drawer; someone without an account opens it in a fresh browser,
// gives their name and uploads a PDF; reviewer_a finds the file under the link with the sender's name,
// and the administrator finds the link (and the demo's) in 系统管理 → 外部上传.
import type { Browser } from 'playwright-core';
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

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('external uploads', { timeout: 120_000 }, () => {
  it('takes a file from someone without an account into a submission through a link', async () => {
    const staff = await newClient(browser);
    await signIn(staff.page, baseURL, 'reviewer_a', 'Demo@123');
    const page = staff.page;
    await page.goto(`${baseURL}/businessReview`);
    await page
      .getByRole('row', { name: /待审查/ })
      .first()
      .getByRole('button', { name: '审查', exact: true })
      .click();
    const drawer = page
      .locator('.ant-drawer')
      .filter({ has: page.getByRole('button', { name: '外部上传链接' }) });
    await drawer.getByRole('button', { name: '外部上传链接' }).click();
    const dialog = page.getByRole('dialog', { name: '外部上传链接' });
    await dialog.getByLabel('标题').fill('请上传检测报告');
    await dialog.getByRole('button', { name: /生成链接/ }).click();
    const address = (await dialog.getByTestId('exupload-link').textContent())!;
    expect(address).toMatch(/\/exupload\?token=/);
    await screenshot(page, 'exupload-dialog');

    const visitor = await newClient(browser, { width: 390, height: 844 });
    await visitor.page.goto(address);
    await visitor.page.getByRole('heading', { name: '请上传检测报告' }).waitFor();
    await visitor.page.getByText('华东质量认证中心 请您上传文件').waitFor();
    await visitor.page.getByLabel('姓名').fill('李工');
    await visitor.page.getByLabel('单位').fill('苏州检测技术有限公司');
    await visitor.page
      .locator('input[type="file"]')
      .setInputFiles({ name: '检测报告.pdf', mimeType: 'application/pdf', buffer: PDF });
    await visitor.page.getByText('本次已上传').waitFor();
    await visitor.page.locator('.ant-list').getByText('检测报告.pdf').waitFor();
    await visitor.page.getByText('最多 10 个文件，已收到 1 个').waitFor();
    await screenshot(visitor.page, 'exupload-public');
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    // The link's row now counts the file; expanded, it names the sender.
    await dialog
      .getByLabel('Close', { exact: true })
      .or(dialog.getByRole('button', { name: /关闭|Close/ }))
      .first()
      .click();
    await drawer.getByRole('button', { name: '外部上传链接' }).click();
    const reopened = page.getByRole('dialog', { name: '外部上传链接' });
    const row = reopened.getByRole('row', { name: /请上传检测报告.*1\/10/ });
    await row.getByRole('button', { name: /展开|Expand/ }).click();
    const files = reopened.locator('.ant-table-expanded-row');
    await files.getByRole('row', { name: /检测报告\.pdf.*李工.*苏州检测技术有限公司/ }).waitFor();
    await files.getByRole('link', { name: '预览' }).waitFor();
    await screenshot(page, 'exupload-received');
    expect(staff.problems).toEqual([]);

    // 系统管理 → 外部上传 lists every link of the tenant to its manager, the demo's and this one.
    const admin = await newClient(browser);
    await signIn(admin.page, baseURL, 'admin', 'Admin@123');
    await admin.page.goto(`${baseURL}/external-uploads`);
    await admin.page.getByRole('row', { name: /请补充供应商资质证明材料.*业务填报.*有效.*1\/5/ }).waitFor();
    await admin.page.getByRole('row', { name: /请上传检测报告.*业务填报.*有效.*1\/10/ }).waitFor();
    await screenshot(admin.page, 'exupload-system');
    expect(admin.problems).toEqual([]);
  });
});
