// Carbon accounting in the production build with the demo seed (issue 20): staff_b opens every carbon
// page with green-carbon's seeded inventory, opens the rows behind a figure of the overview and enters
// a reading of this year; expert_b raises a finding on last year's inventory, staff_b answers it,
// expert_b closes it and issues the statement, and staff_b sees the inventory verified.
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

const NOT_FOUND = '抱歉，您访问的页面不存在或已被移除。';
const THIS_YEAR = new Date().getFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const LAST_MODEL = `${LAST_YEAR}年度温室气体排放核算`;
// The seed has this year's readings up to last month (January at least): this month is free, and in
// January February is.
const NEW_MONTH = Math.max(2, new Date().getMonth() + 1);

/** Opens a page by its address and waits for a text only that page shows. */
async function open(page: Page, path: string, shows: string | RegExp) {
  await page.goto(`${baseURL}${path}`);
  await page.getByText(shows).first().waitFor();
  expect(await page.getByText(NOT_FOUND).count()).toBe(0);
}

/** The success message a call leaves. */
const toast = (page: Page, words: string) => page.locator('.ant-message').getByText(words).waitFor();

/** Picks an option of the select dropdown that is open. */
const choose = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();

/** Picks a month in an empty month select by keyboard (the dropdown's list shows only eight at a time). */
async function chooseMonth(page: Page, select: ReturnType<Page['getByLabel']>, month: number) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').waitFor();
  for (let i = 1; i < month; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** Makes the carbon app the current one (staff_b also holds the quality app) with the app switcher. */
async function inCarbonApp(page: Page) {
  const switcher = page.getByTitle('切换应用');
  await expect.poll(() => switcher.innerText()).toMatch(/\S/);
  if ((await switcher.innerText()).trim() !== '碳核算') {
    await switcher.click();
    await page.getByRole('menuitem', { name: '碳核算' }).click();
    await expect.poll(() => switcher.innerText()).toBe('碳核算');
  }
  await page.getByRole('menu', { name: '主菜单' }).getByText('碳排放概览').waitFor();
}

/** The row of last year's inventory in a list of verifications. */
const verificationRow = (page: Page) => page.getByRole('row', { name: new RegExp(LAST_MODEL) });

describe('carbon accounting', () => {
  it('shows staff_b the seeded inventory on every carbon page and takes last year through verification by expert_b', async () => {
    const staff = await newClient(browser);
    const expert = await newClient(browser);
    await signIn(staff.page, baseURL, 'staff_b', 'Demo@123');
    await signIn(expert.page, baseURL, 'expert_b', 'Demo@123');
    const s = staff.page;
    const e = expert.page;
    await inCarbonApp(s);

    // 碳排放概览: the company's figures and charts of this year.
    await open(s, '/overview', '排放总量');
    const sources = s.getByRole('list', { name: '排放源构成' });
    await sources.getByText('外购电力 · 范围二').waitFor();
    await expect.poll(() => s.locator('canvas').count()).toBeGreaterThanOrEqual(4);
    expect(await s.getByText('该组织').count()).toBe(0);
    await screenshot(s, 'carbon-overview');

    // A figure opens the rows behind it.
    await sources.getByRole('listitem').filter({ hasText: '外购电力' }).getByRole('link').click();
    await s.waitForURL(/\/carbon\/detail\?/);
    await s
      .getByRole('row', { name: /SZ-E-01.*外购电力/ })
      .first()
      .waitFor();
    await s.getByText(/\d+ 条活动数据/).waitFor();
    await screenshot(s, 'carbon-detail');

    await open(s, '/plan', /冲压线伺服压力机改造/);
    await screenshot(s, 'carbon-plan');
    await open(s, '/carbon/org', '冲压车间');
    await s.getByText('无锡工厂').first().waitFor();
    await screenshot(s, 'carbon-org');
    await open(s, '/carbon/factor', '排放因子库');
    await s.getByLabel('关键词').fill('电网');
    await s.getByRole('button', { name: '搜索', exact: true }).filter({ visible: true }).click();
    await s
      .getByRole('row', { name: /全国电网平均排放因子/ })
      .first()
      .waitFor();
    await screenshot(s, 'carbon-factor');
    await open(s, '/carbon/model', `${THIS_YEAR}年度温室气体排放核算`);
    await screenshot(s, 'carbon-model');
    await open(s, '/carbon/product', '冷轧钢制座椅支架');
    await screenshot(s, 'carbon-product');
    await open(s, '/carbon/verify', LAST_MODEL);
    await expect.poll(() => verificationRow(s).innerText()).toMatch(/核查中/);
    await screenshot(s, 'carbon-verify');

    // 活动数据: the seeded meters, and a reading of this year entered by hand.
    await open(s, '/carbon/data', 'SZ-E-01');
    await screenshot(s, 'carbon-data-devices');
    await s.getByRole('tab', { name: '月度数据' }).click();
    await s.getByRole('row', { name: /SZ-/ }).first().waitFor();
    await s.getByRole('button', { name: '录入' }).click();
    const entry = s.getByRole('dialog', { name: '录入月度数据' });
    await entry.getByLabel('设备').fill('SZ-E-01');
    await choose(s, 'SZ-E-01 冲压车间电表');
    await chooseMonth(s, entry.getByLabel('月份'), NEW_MONTH);
    await entry.getByLabel('数值').fill('812345');
    await entry.getByLabel('备注').fill('本月抄表');
    await entry.getByRole('button', { name: '确定' }).click();
    await toast(s, '保存成功');
    // The month's readings: the new one among them.
    await chooseMonth(s, s.getByLabel('月份'), NEW_MONTH);
    await s.getByRole('button', { name: '搜索', exact: true }).filter({ visible: true }).click();
    await s
      .getByRole('row', { name: new RegExp(`SZ-E-01.*${NEW_MONTH}月.*812,?345 kWh.*本月抄表`) })
      .waitFor();
    await screenshot(s, 'carbon-data-readings');

    // expert_b raises a finding on a row of last year's inventory at 专家评审.
    await open(e, '/0010', LAST_MODEL);
    await verificationRow(e).getByRole('button', { name: '核查', exact: true }).click();
    const review = e.locator('.ant-drawer').filter({ hasText: `${LAST_MODEL} · v1` });
    await review.getByRole('tab', { name: '活动数据' }).click();
    const rows = review.getByRole('table', { name: '活动数据' });
    const firstRow = rows.getByRole('row', { name: /SZ-|WX-/ }).first();
    await firstRow.getByRole('button', { name: '提发现项' }).click();
    const raise = e.getByRole('dialog', { name: '提出发现项' });
    await raise.getByLabel('描述').fill('抄表记录与电费发票的用电量不一致，请核实。');
    await raise.getByRole('button', { name: '确定' }).click();
    await toast(e, '发现项已提出');
    await review.getByRole('tab', { name: '发现项' }).click();
    await review.getByRole('row', { name: /抄表记录与电费发票.*待答复/ }).waitFor();
    await screenshot(e, 'carbon-verifier-finding');

    // staff_b answers it on 碳核查.
    await open(s, '/carbon/verify', LAST_MODEL);
    await verificationRow(s).getByRole('button', { name: '查看', exact: true }).click();
    const company = s.locator('.ant-drawer').filter({ hasText: `${LAST_MODEL} · v1` });
    await company
      .getByRole('row', { name: /抄表记录与电费发票/ })
      .getByRole('button', { name: '答复' })
      .click();
    const answer = s.getByRole('dialog', { name: '答复发现项' });
    await answer.getByLabel('答复内容').fill('已核对发票，抄表数据无误，差异为发票跨月结算所致。');
    await answer.getByRole('button', { name: '确定' }).click();
    await toast(s, '已答复');
    await screenshot(s, 'carbon-verify-answered');

    // expert_b reads the answer, closes the finding and issues the statement.
    await e.reload();
    await verificationRow(e).getByRole('button', { name: '核查', exact: true }).click();
    await review.getByRole('tab', { name: '发现项' }).click();
    const finding = review.getByRole('row', { name: /抄表记录与电费发票.*差异为发票跨月结算所致/ });
    await finding.getByRole('button', { name: '关闭' }).click();
    await e
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(e, '发现项已关闭');
    await expect.poll(() => finding.innerText()).toMatch(/已关闭/);
    await review.getByRole('tab', { name: '核查声明' }).click();
    await review.getByLabel('合理保证').check();
    await review.getByLabel('实质性阈值 (%)').fill('5');
    await review
      .getByLabel('核查意见')
      .fill(
        `经核查，该组织 ${LAST_YEAR} 年度温室气体排放报告在所有重大方面按照 ISO 14064-1 编制，数据真实可靠。`,
      );
    await review.getByRole('button', { name: '出具核查声明' }).click();
    await toast(e, '已出具核查声明');
    await screenshot(e, 'carbon-verifier-statement');

    // staff_b sees last year's inventory verified.
    await open(s, '/carbon/verify', LAST_MODEL);
    await expect.poll(() => verificationRow(s).innerText()).toMatch(/已核查/);
    await screenshot(s, 'carbon-verify-verified');

    expect(staff.problems).toEqual([]);
    expect(expert.problems).toEqual([]);
    await Promise.all([staff.context.close(), expert.context.close()]);
  });
});
