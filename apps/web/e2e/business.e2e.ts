// Business items in the production build with the demo seed (issue 19): staff_a fills the seeded
// quality-month self-check in (the draft survives a reload) and submits it; reviewer_a returns it with
// a comment on a field; staff_a reads the comment, corrects and resubmits; reviewer_a accepts it;
// expert_a scores a seeded scoring paper. Every page of the issue opens for its roles.
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

const ITEM = '2026 年质量月活动自查';
const PAPER = '质量月活动自查表';
const NOT_FOUND = '抱歉，您访问的页面不存在或已被移除。';

/** Opens a page by its address and waits for a text only that page shows. */
async function open(page: Page, path: string, shows: string | RegExp) {
  await page.goto(`${baseURL}${path}`);
  await page.getByText(shows).first().waitFor();
  expect(await page.getByText(NOT_FOUND).count()).toBe(0);
}

/** The success message a call leaves (the lists show the same words as statuses). */
const toast = (page: Page, words: string) => page.locator('.ant-message').getByText(words).waitFor();

const paperRow = (page: Page) => page.getByRole('row', { name: new RegExp(PAPER) });

/** The message centre's row of a message, once the process has sent it (the worker polls each second). */
async function viewMessage(page: Page, title: string) {
  await page.getByRole('button', { name: /^消息中心/ }).click();
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  const row = drawer.locator('tr.ant-table-row', { has: page.getByText(title, { exact: true }) });
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: '查看' }).click();
  await page.waitForURL(/\/business$/);
}

/** reviewer_a opens staff_a's submission from 业务审查. */
async function openSubmission(page: Page) {
  await open(page, '/businessReview', '提交编号');
  await page.getByLabel('关键字').fill('张明');
  await page.getByRole('button', { name: '搜索', exact: true }).filter({ visible: true }).click();
  const row = page.getByRole('row', { name: new RegExp(`${PAPER}.*待审查`) });
  await row.getByRole('button', { name: '审查', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: ITEM });
  await drawer.getByRole('button', { name: '通过', exact: true }).waitFor();
  return drawer;
}

describe('business items', () => {
  it('takes a paper from staff_a through review by reviewer_a and back, and expert_a scores a paper', async () => {
    const staff = await newClient(browser);
    const reviewer = await newClient(browser);
    const expert = await newClient(browser);
    await signIn(staff.page, baseURL, 'staff_a', 'Demo@123');
    await signIn(reviewer.page, baseURL, 'reviewer_a', 'Demo@123');
    await signIn(expert.page, baseURL, 'expert_a', 'Demo@123');
    const s = staff.page;
    const r = reviewer.page;

    // Every page of the issue opens for its roles, with the seeded work.
    await open(s, '/questionnaire', '认证服务满意度问卷');
    await open(r, '/bizManage', '2026 年度质量管理体系自评');
    await open(r, '/bizReview@wait', /质量管理体系自评表/);
    await open(expert.page, '/0010', '质量管理体系评分表');
    await open(s, '/business', PAPER);
    await screenshot(s, 'business-portal');
    await expect.poll(() => paperRow(s).innerText()).toMatch(/未开始/);

    // staff_a starts the paper; the draft is on the server and comes back after a reload.
    await paperRow(s).getByRole('button', { name: '填写', exact: true }).click();
    await s.waitForURL(/\/business\/fill\?submitId=/);
    await s.getByLabel('填报部门').fill('质量管理部');
    await s.getByLabel('是', { exact: true }).check();
    await s.getByLabel('参加培训人数').fill('36');
    await s.getByText(/已保存/).waitFor({ timeout: 15_000 });
    await s.reload();
    await expect.poll(() => s.getByLabel('填报部门').inputValue()).toBe('质量管理部');
    expect(await s.getByLabel('参加培训人数').inputValue()).toBe('36');
    await s.getByLabel('自查发现的问题').fill('部分车间质量月宣传材料张贴不到位。');
    await s.getByRole('button', { name: '提交', exact: true }).click();
    await s
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(s, '已提交');
    await screenshot(s, 'business-fill-submitted');

    // reviewer_a returns it with a comment on the number trained.
    let drawer = await openSubmission(r);
    const trained = drawer.locator('[data-comment-path="trained"]');
    await trained.getByRole('button', { name: '批注' }).click();
    await trained.getByRole('textbox').fill('培训人数与签到表不符，请核实。');
    await trained.getByRole('button', { name: '确定' }).click();
    await drawer.getByRole('button', { name: '退回', exact: true }).click();
    const decide = r.getByRole('dialog', { name: '退回修改' });
    await decide.getByLabel('审查意见').fill('请按批注修改后重新提交。');
    await screenshot(r, 'business-review-return');
    await decide.getByRole('button', { name: '退回' }).click();
    await toast(r, '已退回');

    // staff_a hears of it, reads the comment by the field, corrects and resubmits.
    await s.goto(`${baseURL}/business`);
    await viewMessage(s, `业务被退回：${ITEM}`);
    await expect.poll(() => paperRow(s).innerText()).toMatch(/已退回/);
    await paperRow(s).getByRole('button', { name: '修改', exact: true }).click();
    await s.getByText('审查退回，请按意见修改后重新提交').waitFor();
    await s.getByText('审查意见：培训人数与签到表不符，请核实。').waitFor();
    await screenshot(s, 'business-fill-returned');
    await s.getByLabel('参加培训人数').fill('32');
    await s.getByRole('button', { name: '提交', exact: true }).click();
    await s
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await toast(s, '已提交');

    // reviewer_a accepts the second version.
    drawer = await openSubmission(r);
    await drawer.getByText('第 2 版').first().waitFor();
    await drawer.getByRole('button', { name: '通过', exact: true }).click();
    await r.getByRole('dialog', { name: '通过审查' }).getByRole('button', { name: '通过' }).click();
    await toast(r, '已通过');

    // staff_a reads the news (the message centre's demo messages stay the unread ones).
    await s.goto(`${baseURL}/business`);
    await viewMessage(s, `业务审查通过：${ITEM}`);
    await expect.poll(() => paperRow(s).innerText()).toMatch(/已通过/);

    // expert_a scores the free-text item of a seeded scoring paper.
    const e = expert.page;
    await e
      .getByRole('row', { name: /质量管理体系评分表/ })
      .first()
      .getByRole('button', { name: '评分' })
      .click();
    const scoring = e.locator('.ant-drawer').filter({ hasText: '保存评分' });
    await scoring.getByRole('spinbutton', { name: '持续改进措施及其有效性说明' }).fill('24');
    await scoring.getByRole('button', { name: '保存评分' }).click();
    await toast(e, '评分已保存');
    await screenshot(e, 'business-expert-scored');

    expect(staff.problems).toEqual([]);
    expect(reviewer.problems).toEqual([]);
    expect(expert.problems).toEqual([]);
    await Promise.all([staff.context.close(), reviewer.context.close(), expert.context.close()]);
  });
});
