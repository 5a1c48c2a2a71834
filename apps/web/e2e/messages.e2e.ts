import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launchBrowser, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
const serverReadyAt = inject('serverReadyAt');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Signs in and waits for the shell: until the menu is up, a fresh sign-in still lands on the first route
 * (spec §2.3 first-router flag), whatever address is opened meanwhile.
 */
async function signInToShell(page: Page, username: string, password: string) {
  try {
    await signIn(page, baseURL, username, password);
    await page.getByRole('menu', { name: '主菜单' }).waitFor();
  } catch (error) {
    await screenshot(page, `messages-sign-in-failed-${username}`);
    throw error;
  }
}

/**
 * Reads, through the message calls and with the page's session, the unread messages other journeys of
 * the suite sent the signed-in user (the certification journey's notices to staff_a, when it ran first):
 * the seeded messages this file checks are all older than the server, and must fit on one page.
 */
async function readJourneyMessages(page: Page) {
  const opened = await page.evaluate(async (since) => {
    const cookies = Object.fromEntries(
      document.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
    );
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${cookies['bizadmin-token']}`,
      AppKey: cookies['bizadmin-key'] ?? '',
      AppId: cookies['bizadmin-app-id'] ?? '',
    };
    if (cookies['bizadmin-tenant-app-key']) headers.tenantappkey = cookies['bizadmin-tenant-app-key'];
    const base = '/api/api-system/data/msg';
    const answer = await fetch(`${base}/getPageReceiverMsgList`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pageIndex: 1, pageSize: 100, queryData: { status: 0 } }),
    });
    const { data } = (await answer.json()) as { data: { items: { id: string; createtime: string }[] } };
    const newer = data.items.filter((m) => Date.parse(m.createtime) >= since);
    for (const m of newer) await fetch(`${base}/getMsg?id=${encodeURIComponent(m.id)}`, { headers });
    return newer.length;
  }, serverReadyAt);
  if (opened) await page.reload();
  return opened;
}

/** The unread count the bell shows (0 when it shows none). */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^消息中心/ }).getAttribute('aria-label')) ?? '';
  return Number(/（(\d+)）/.exec(label)?.[1] ?? 0);
}

async function openCentre(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^消息中心/ }).click();
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  await drawer.locator('.ant-table-tbody').waitFor();
  return drawer;
}

function row(drawer: Locator, title: string): Locator {
  return drawer.locator('tr.ant-table-row', { has: drawer.page().getByText(title, { exact: true }) });
}

async function closeDialog(page: Page) {
  await page.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await page.locator('.ant-modal').waitFor({ state: 'hidden' });
}

describe('live unread badge', () => {
  it('changes for staff_a as soon as admin sends a message, without a reload or a poll', async () => {
    const staff = await newClient(browser);
    await signInToShell(staff.page, 'staff_a', 'Demo@123');
    await readJourneyMessages(staff.page);
    await staff.page.getByRole('button', { name: /^消息中心（\d+）$/ }).waitFor();
    const before = await badgeCount(staff.page);

    const admin = await newClient(browser);
    await signInToShell(admin.page, 'admin', 'Admin@123');
    await admin.page.goto(`${baseURL}/msg-send`);
    await admin.page.getByText('接收对象').waitFor();
    const users = admin.page.getByRole('combobox', { name: '用户' });
    await users.click();
    await users.fill('staff_a');
    await admin.page.locator('.ant-select-item-option', { hasText: 'staff_a' }).click();
    await admin.page.keyboard.press('Escape');
    await admin.page.getByLabel('电子邮件').check();
    await admin.page.getByLabel('消息标题').fill('质量月活动安排');
    await admin.page.getByLabel('消息内容').fill('请各部门于本周五前提交质量月活动方案。');
    await screenshot(admin.page, 'messages-send-form');
    const sentAt = Date.now();
    await admin.page.getByRole('button', { name: '发送', exact: true }).click();
    await admin.page.getByText('已发送给 1 位用户').waitFor();

    // The bell polls only while the stream is down, every 30 s: a change within 10 s came live.
    await staff.page.getByRole('button', { name: `消息中心（${before + 1}）` }).waitFor({ timeout: 10_000 });
    const delay = Date.now() - sentAt;
    expect(delay).toBeLessThan(10_000);
    console.log(JSON.stringify({ liveBadgeMs: delay }));

    // The send shows up in the history with its e-mail delivery state.
    const history = admin.page.locator('.ant-card', { hasText: '发送记录' });
    await history.getByText('质量月活动安排').waitFor();
    await history
      .locator('.ant-tag', { hasText: /已发送|待发送|发送中|失败/ })
      .first()
      .waitFor();
    // staff_a has no e-mail address: the e-mail delivery is recorded as failed, with its reason.
    await history
      .getByRole('button', { name: /展开行|Expand row/ })
      .first()
      .click();
    const deliveries = history.locator('.ant-table-expanded-row');
    await deliveries.getByText('电子邮件').waitFor();
    await deliveries.getByText('（无地址）').waitFor();
    await screenshot(admin.page, 'messages-send-history');

    const drawer = await openCentre(staff.page);
    await row(drawer, '质量月活动安排').waitFor();
    await screenshot(staff.page, 'messages-drawer');
    // Ten unread messages now (nine seeded): the pager shows. Previewing the new one reads it.
    await drawer.getByText(`共 ${before + 1} 条`).waitFor();
    await row(drawer, '质量月活动安排').getByRole('button', { name: '预览' }).click();
    await staff.page
      .getByRole('dialog', { name: '质量月活动安排' })
      .getByText('请各部门于本周五前提交质量月活动方案。')
      .waitFor();
    await screenshot(staff.page, 'messages-preview');
    await closeDialog(staff.page);
    await staff.page.getByRole('button', { name: `消息中心（${before}）` }).waitFor();
    expect(await drawer.locator('.ant-pagination').count()).toBe(0);
    expect(staff.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await staff.context.close();
    await admin.context.close();
  });
});

describe('opening messages', () => {
  it('gives staff_a the right dialog for each smsType and downloads files under their Chinese name', async () => {
    const { context, page, problems } = await newClient(browser);
    await signInToShell(page, 'staff_a', 'Demo@123');
    await readJourneyMessages(page);
    await page.getByRole('menu', { name: '主菜单' }).waitFor();
    const drawer = await openCentre(page);

    const view = (title: string) => row(drawer, title).getByRole('button', { name: '查看' }).click();

    await view('认证申请受理通知');
    const accept = page.getByRole('dialog', { name: '受理通知书' });
    await accept.getByText('苏州恒信精密制造有限公司').first().waitFor();
    await accept.getByText('13800000003').waitFor();
    await screenshot(page, 'messages-acceptance');
    await closeDialog(page);

    await view('认证申请不予受理通知');
    await page.getByRole('dialog', { name: '不予受理通知书' }).getByText('王芳').waitFor();
    await closeDialog(page);

    await view('管理体系认证申请受理通知');
    await page.getByRole('dialog', { name: '受理通知书' }).waitFor();
    await closeDialog(page);

    await view('第一阶段审核通知');
    const notice = page.getByRole('dialog', { name: '审核通知' });
    await notice.getByRole('heading', { name: '第一阶段审核通知书' }).waitFor();
    await screenshot(page, 'messages-audit-notice');
    await closeDialog(page);

    await view('第二阶段审核通知');
    await page
      .getByRole('dialog', { name: '审核通知' })
      .getByRole('heading', { name: '第二阶段审核通知书' })
      .waitFor();
    await closeDialog(page);

    // Phase 1's report has a url: it opens in a new window (our own report page).
    const popup = page.waitForEvent('popup');
    await view('第一阶段审核报告已出具');
    const reportWindow = await popup;
    await reportWindow.getByRole('heading', { name: '第一阶段审核报告' }).waitFor();
    await screenshot(reportWindow, 'messages-report-window');
    await reportWindow.close();

    // Phase 2's report has none: the report shows in a dialog.
    await view('第二阶段审核报告已出具');
    const report = page.getByRole('dialog', { name: '审核报告' });
    await report.getByRole('heading', { name: '第二阶段审核报告' }).waitFor();
    await closeDialog(page);

    await view('第二阶段审核计划确认');
    const plan = page.getByRole('dialog', { name: '审核计划' });
    await plan.getByRole('heading', { name: '第二阶段审核计划' }).waitFor();
    await screenshot(page, 'messages-audit-plan');
    await closeDialog(page);

    const download = page.waitForEvent('download');
    await row(drawer, '审核资料清单').getByRole('button', { name: '下载' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('第一阶段审核资料清单.csv');
    const saved = path.join(artifactsDir, 'downloads', file.suggestedFilename());
    fs.mkdirSync(path.dirname(saved), { recursive: true });
    await file.saveAs(saved);
    expect(fs.readFileSync(saved, 'utf8')).toContain('质量手册');

    // Everything read: the unread tab is empty and the badge is gone.
    await drawer.getByText('暂无消息').waitFor();
    await page.getByRole('button', { name: '消息中心', exact: true }).waitFor();

    // The read tab holds more than a page by now, newest first: the oldest is on the last page.
    await drawer.getByRole('tab', { name: '已读消息' }).click();
    await drawer.locator('.ant-pagination-item').last().click();
    await view('平台维护通知');
    const content = page.getByRole('dialog', { name: '平台维护通知' });
    await content.getByText(/例行维护/).waitFor();
    await closeDialog(page);

    // The second oldest, on the same page unless that page holds only the oldest.
    if (!(await row(drawer, '认证业务办理提醒').count()))
      await drawer.locator('.ant-pagination-prev').click();
    await view('认证业务办理提醒');
    await page.waitForURL(/\/business/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('audit notification letter', () => {
  it('renders both stages and prints on A4', async () => {
    const { context, page, problems } = await newClient(browser, { width: 1280, height: 900 });
    // Anyone of the audited organisation's tenant may read its letters.
    await signInToShell(page, 'reviewer_a', 'Demo@123');

    await page.goto(`${baseURL}/auditNotice?taskId=P-2026-0001&phase=1`);
    await page.getByRole('heading', { name: '第一阶段审核通知书' }).waitFor();
    expect(await page.getByRole('checkbox', { name: '第一阶段现场审核' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByText(/2个工作日内/).waitFor();
    await screenshot(page, 'audit-letter-phase-1');

    const json = encodeURIComponent(JSON.stringify({ phase: 2, processId: 'P-2026-0001' }));
    await page.goto(`${baseURL}/auditNotice?param=${json}`);
    await page.getByRole('heading', { name: '第二阶段审核通知书' }).waitFor();
    await screenshot(page, 'audit-letter-phase-2');

    // The printed page: print media on a sheet as wide as A4 (210 mm at 96 dpi).
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
    await screenshot(page, 'audit-letter-print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    fs.writeFileSync(path.join(artifactsDir, 'audit-letter.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    console.log(JSON.stringify({ auditLetterPdfPages: pages, auditLetterPdfBytes: pdf.length }));

    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${baseURL}/shjh?processId=P-2026-0001&phase=2`);
    await page.getByRole('heading', { name: '第二阶段审核计划' }).waitFor();
    await screenshot(page, 'audit-plan-page');
    expect(problems).toEqual([]);
    await context.close();
  });
});
