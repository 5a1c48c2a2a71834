// The workflow in the production build with the demo seed: the certification body's people take the
// seeded application through their work queues (claim, complete, return with a comment) and follow
// its progress; the platform administrator opens the seeded process in the designer and tests the
// audit-duration decision at /dmn.
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

const APPLICATION = '苏州精工机械有限公司 ISO 9001:2015 认证申请';

async function openQueue(page: Page, menuTitle: string) {
  await page.getByRole('menu', { name: '主菜单' }).getByText(menuTitle, { exact: true }).click();
  await page.waitForURL(/@wait/);
  await page.getByRole('tab', { name: /我的待办/ }).waitFor();
}

/** Claims the application's task from the 可认领 tab and opens it from 我的待办. */
async function claimAndOpen(page: Page) {
  await page.getByRole('tab', { name: /可认领/ }).click();
  const row = page.getByRole('row', { name: new RegExp(APPLICATION) });
  await row.getByRole('button', { name: '认领', exact: true }).click();
  await page.getByText('认领成功').first().waitFor();
  await page.getByRole('tab', { name: /我的待办/ }).click();
  await page
    .getByRole('row', { name: new RegExp(APPLICATION) })
    .getByRole('button', { name: '办理', exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: '办理任务' });
  await drawer.waitFor();
  return drawer;
}

describe('workflow', () => {
  it('takes an application through the work queues: accepted by auditor_a, returned by reviewer_a with a comment that the progress shows', async () => {
    const { context: auditor, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'auditor_a', 'Demo@123');
    // The menu item counts the queue's open tasks.
    await expect
      .poll(() =>
        page.getByRole('menu', { name: '主菜单' }).getByText('待受理申请').locator('..').innerText(),
      )
      .toMatch(/1/);
    await openQueue(page, '待受理申请');
    let drawer = await claimAndOpen(page);
    await drawer.getByText('苏州精工机械有限公司').first().waitFor();
    await drawer.getByRole('textbox').fill('资料齐全，予以受理');
    await drawer.getByRole('button', { name: '完成', exact: true }).click();
    await page.getByText('办理成功').waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(APPLICATION) }).count()).toBe(0);
    await screenshot(page, 'workflow-queue-auditor');
    expect(problems).toEqual([]);
    await auditor.close();

    const { context: reviewerContext, page: reviewer } = await newClient(browser);
    await signIn(reviewer, baseURL, 'reviewer_a', 'Demo@123');
    await openQueue(reviewer, '待审查申请');
    drawer = await claimAndOpen(reviewer);
    await drawer.getByRole('textbox').fill('缺少营业执照副本，请补充后重新受理');
    await drawer.getByRole('button', { name: '退回', exact: true }).click();
    await reviewer.getByText('已退回').waitFor();

    // The returned step is back with the certification body's work-queue staff; its progress shows the
    // diagram with the active step and the comment in the timeline.
    await reviewer.getByRole('tab', { name: /已办/ }).click();
    await reviewer
      .getByRole('row', { name: new RegExp(APPLICATION) })
      .getByRole('link', { name: '进度' })
      .or(reviewer.getByRole('row', { name: new RegExp(APPLICATION) }).getByRole('button', { name: '进度' }))
      .first()
      .click();
    await reviewer.waitForURL(/\/workflow\/progress\?wfInstanceId=/);
    await reviewer.locator('.djs-container svg').first().waitFor();
    await reviewer.getByText('缺少营业执照副本，请补充后重新受理').waitFor();
    await reviewer.locator('.djs-element.wf-active[data-element-id="accept"]').waitFor();
    expect(
      await reviewer.locator('.djs-element.wf-finished[data-element-id="applicationReview"]').count(),
    ).toBe(1);
    await screenshot(reviewer, 'workflow-progress');
    await reviewerContext.close();
  });

  it('opens the seeded process in the designer and validates it; tests the audit-duration decision at /dmn', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'admin', 'Admin@123');
    const menu = page.getByRole('menu', { name: '主菜单' });
    if (!(await menu.getByText('流程设计', { exact: true }).isVisible())) {
      await menu.getByText('系统管理', { exact: true }).click();
    }
    await menu.getByText('流程设计', { exact: true }).click();
    await page.waitForURL(/\/process-design/);
    await page
      .getByRole('row', { name: /认证受理流程/ })
      .getByRole('button', { name: '编辑', exact: true })
      .click();
    await page.locator('.djs-container [data-element-id="accept"]').waitFor();
    await page.getByRole('button', { name: '校验', exact: true }).click();
    await page.getByText('校验通过，可以部署').waitFor();
    await screenshot(page, 'workflow-designer');

    await page.goto(`${baseURL}/dmn`);
    await page.getByText('审核人日').first().click();
    await page.getByRole('region', { name: '测试决策' }).waitFor();
    const panel = page.getByRole('region', { name: '测试决策' });
    await panel.getByLabel('有效人数').fill('100');
    await panel.getByLabel('风险等级').click();
    await page.locator('.ant-select-item-option[title="high"]').click();
    await panel.getByRole('button', { name: '运行', exact: true }).click();
    await panel.getByText('8.5', { exact: true }).waitFor();
    await screenshot(page, 'workflow-dmn');
    await context.close();
  });
});
