import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, menuTexts, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Each demo account and the menu entries its roles give it in the app it lands on. */
const roleMenus: { username: string; password: string; sees: string[]; doesNotSee: string[] }[] = [
  {
    username: 'admin',
    password: 'Admin@123',
    sees: ['首页', '系统管理', '应用管理', '租户管理'],
    doesNotSee: ['资源管理', '业务办理'],
  },
  {
    username: 'staff_a',
    password: 'Demo@123',
    sees: ['首页', '业务办理', '问卷管理'],
    doesNotSee: ['业务审查', '系统管理'],
  },
  { username: 'expert_a', password: 'Demo@123', sees: ['专家评审'], doesNotSee: ['业务办理'] },
  {
    username: 'reviewer_a',
    password: 'Demo@123',
    sees: ['业务审查', '业务管理', '待审查申请'],
    doesNotSee: ['业务办理'],
  },
  { username: 'auditor_a', password: 'Demo@123', sees: ['待受理申请', '待评审'], doesNotSee: ['业务审查'] },
  { username: 'staff_b', password: 'Demo@123', sees: ['业务办理'], doesNotSee: ['专家评审', '业务审查'] },
  { username: 'expert_b', password: 'Demo@123', sees: ['专家评审'], doesNotSee: ['业务办理'] },
];

describe('signing in', () => {
  it('sends a new visitor of / to the sign-on page', async () => {
    const { context, page, problems } = await newClient(browser);
    await page.goto(baseURL);
    await page.waitForURL(/\/sso/);
    expect(await page.title()).toBe('企业质量合规综合服务平台');
    await page.getByRole('tab', { name: '账号登录' }).waitFor();
    await page.getByRole('tab', { name: '短信登录' }).waitFor();
    await screenshot(page, 'sso');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const account of roleMenus) {
    it(`shows ${account.username} the menu of its roles`, async () => {
      const { context, page, problems } = await newClient(browser);
      await signIn(page, baseURL, account.username, account.password);
      const texts = await menuTexts(page);
      for (const title of account.sees) expect(texts).toContain(title);
      for (const title of account.doesNotSee) expect(texts).not.toContain(title);
      await screenshot(page, `menu-${account.username}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('tells a user whose password is wrong, then does the challenge in the browser and signs in', async () => {
    const { context, page } = await newClient(browser);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(baseURL);
    await page.waitForURL(/\/sso/);
    await page.getByLabel('账号', { exact: true }).fill('expert_b');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('用户名或密码错误').first().waitFor();
    // The next attempt of this account from here must carry a solved proof-of-work challenge: the
    // page does the work in workers at once and says so.
    await page.getByText('安全验证已完成').waitFor({ timeout: 60_000 });
    expect(workers.some((url) => /solver\.worker/.test(url))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/sso');
    await screenshot(page, 'sso-challenge');
    await page.getByLabel('密码', { exact: true }).fill('Demo@123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
    await menuTexts(page);
    await context.close();
  });

  it('shows the no-business box to a user without any menu, and both buttons sign out', async () => {
    for (const button of ['重新登录', '取消']) {
      const { context, page } = await newClient(browser);
      await signIn(page, baseURL, 'nobiz_a', 'Demo@123');
      const dialog = page.getByRole('dialog');
      await dialog.getByText('非常抱歉，您还没有开通业务').waitFor();
      await dialog.getByText('系统提示').filter({ visible: true }).first().waitFor();
      if (button === '重新登录') await screenshot(page, 'no-business');
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL(/\/sso\?redirect=appkey%3D/);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'bizadmin-token')).toBeUndefined();
      await context.close();
    }
  });
});

describe('signing out and expired sessions', () => {
  it('logs out to the sign-on page, and the old token no longer works', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    const token = (await context.cookies()).find((c) => c.name === 'bizadmin-token')?.value;
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: /张明/ }).click();
    await page.getByText('退出登录').click();
    await page.waitForURL(/\/sso/);
    const res = await fetch(`${baseURL}/api/api-system/data/app/getMyApps`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    await context.close();
  });

  it('shows the expiry alert when the session was revoked elsewhere, and re-login leads to sign-on', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'reviewer_a', 'Demo@123');
    await menuTexts(page);
    const token = (await context.cookies()).find((c) => c.name === 'bizadmin-token')?.value;
    // The same session is ended from another place (another tab, an administrator, a password change).
    const logout = await fetch(`${baseURL}/api/api-system/data/tenantuser/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    // The next call the page makes meets the 401: here, saving the profile.
    await page.getByRole('button', { name: /王芳/ }).click();
    await page.getByText('个人中心').click();
    await page.waitForURL(/\/profile\/index/);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录').waitFor();
    await screenshot(page, 'session-expired');
    await dialog.getByRole('button', { name: '重新登录', exact: true }).click();
    await page.waitForURL(/\/sso\?redirect=appkey%3D/);
    await context.close();
  });
});
