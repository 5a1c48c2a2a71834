// Issue 17 in the browser: a person switches the sign-on page to English, signs in, and finds the shell,
// every system page, the message centre and the form designer in English — no Chinese outside user data
// (names of people, tenants, departments, roles, templates, messages). The choice is kept on the account:
// a new browser that signs in as the same user starts in English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newClient, screenshot } from './browser';

const baseURL = inject('baseURL');
const POLL = { timeout: 15_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // The journeys of the other files sign in as staff_a and expect the spec's Chinese: its account
  // goes back to Chinese whatever happened here.
  await setAccountLanguage('staff_a', 'Demo@123', 'zh-CN');
});

/** Sets an account's language through the API, as its owner. */
async function setAccountLanguage(username: string, password: string, language: string) {
  const API = `${baseURL}/api/api-system/data/tenantuser`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.200.1' };
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, pwd: password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const set = await fetch(`${API}/setLanguage`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ language }),
  });
  expect(set.status).toBe(200);
}

/**
 * The Chinese a person reads on the page that is not user data. User data: table cells (but not the
 * buttons, links and tags of an actions or status column), tree titles, the navbar's name of the
 * signed-in person and tenant, selected values, the form designer's canvas (the template) and anything
 * marked `data-user-data`.
 */
async function chineseOutsideUserData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chinese = /[\u3400-\u9fff]/;
    const dataContexts = [
      'td:not(.ant-table-selection-column)',
      '.ant-tree-node-content-wrapper',
      '.ant-tree-title',
      '.ant-select-selection-item',
      '.ant-select-item-option-content',
      '[data-user-data]',
      '[aria-label="form canvas"]',
      '.ant-descriptions-item-content',
      '.ant-tabs-tab',
      // Words meant to be read in Chinese whatever the page's language (the switch's 简体中文).
      '[lang="zh-CN"]',
    ].join(',');
    const controls = 'button, .ant-btn, .ant-tag, [role="button"]:not(td *), .ant-badge-status-text';
    const isData = (element: Element | null) => {
      const context = element?.closest(dataContexts);
      if (!context) return false;
      // A button or tag inside a data cell (an actions or status column) is the UI's own.
      const control = element?.closest(controls);
      return !control || control === context || control.contains(context) || !context.contains(control);
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!chinese.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (isData(parent)) continue;
      if (parent.checkVisibility && !parent.checkVisibility()) continue;
      found.push(text.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder]')) {
      if (isData(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && /[\u3400-\u9fff]/.test(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  });
}

/** Opens a page by its address in the signed-in shell and waits until it has settled. */
async function visit(page: Page, path: string) {
  await page.goto(`${baseURL}${path}`);
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

async function expectEnglish(page: Page, name: string, userData: string[] = []) {
  await screenshot(page, `english-${name}`);
  const left = (await chineseOutsideUserData(page)).filter((text) =>
    /[\u3400-\u9fff]/.test(userData.reduce((rest, data) => rest.split(data).join(''), text)),
  );
  expect(left, `${name}: Chinese outside user data`).toEqual([]);
}

async function signInInEnglish(page: Page, username: string, password: string) {
  await page.goto(baseURL);
  await page.waitForURL(/\/sso/);
  await page.locator('input[id$="username"]').fill(username);
  await page.locator('input[id$="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
  await page.getByRole('menu', { name: 'Main menu' }).waitFor(POLL);
}

// The administrator's own name and tenant, shown in the navbar: user data.
const ADMIN_DATA = ['平台管理员', '华东质量认证中心'];

describe('English (issue 17)', () => {
  it('switches the sign-on page, the shell, the system pages and the message centre to English', async () => {
    const { context, page, problems } = await newClient(browser);
    try {
      await page.goto(baseURL);
      await page.waitForURL(/\/sso/);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(POLL);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      await expectEnglish(page, 'sign-on');

      await signInInEnglish(page, 'admin', 'Admin@123');
      await expectEnglish(page, 'shell', ADMIN_DATA);

      for (const [name, path] of [
        ['apps', '/use-management'],
        ['resources', '/resources'],
        ['roles', '/role'],
        ['tenants', '/use-tenant'],
        ['users', '/useManagement/use-user'],
        ['departments', '/useManagement/org/dept'],
        ['positions', '/useManagement/org/position'],
        ['dictionaries', '/dict'],
        ['page-layouts', '/page-layout'],
        ['operation-log', '/operlog'],
        ['send-messages', '/msg-send'],
        ['profile', '/profile/index'],
      ] as const) {
        await visit(page, path);
        await expectEnglish(page, name, ADMIN_DATA);
      }

      // The message centre opens from the navbar's bell.
      await page.getByRole('button', { name: /Message centre/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('tab', { name: /Unread/ })
        .waitFor(POLL);
      await page
        .getByRole('dialog')
        .locator('.ant-spin-spinning')
        .waitFor({ state: 'detached', ...POLL });
      // Message titles and contents are user data (the sender's words); everything around them is not.
      await expectEnglish(page, 'message-centre', ADMIN_DATA);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the language on the account, and shows the form designer in English', async () => {
    const first = await newClient(browser);
    try {
      // Chinese at first (the browser asks for zh-CN); switched in the user menu.
      await first.page.goto(baseURL);
      await first.page.waitForURL(/\/sso/);
      await first.page.getByLabel('账号', { exact: true }).fill('staff_a');
      await first.page.getByLabel('密码', { exact: true }).fill('Demo@123');
      await first.page.getByRole('button', { name: '登录', exact: true }).click();
      await first.page.getByRole('menu', { name: '主菜单' }).waitFor(POLL);
      await first.page.locator('header [role="button"][aria-label]').last().click();
      await first.page.getByRole('menuitem', { name: '语言' }).hover();
      await first.page.getByRole('menuitem', { name: 'English' }).click();
      await first.page.getByRole('menu', { name: 'Main menu' }).waitFor(POLL);
    } finally {
      await first.context.close();
    }

    // Another browser, still asking for Chinese: the account's English wins once signed in.
    const { context, page, problems } = await newClient(browser);
    try {
      await page.goto(baseURL);
      await page.waitForURL(/\/sso/);
      await page.getByLabel('账号', { exact: true }).fill('staff_a');
      await page.getByLabel('密码', { exact: true }).fill('Demo@123');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByRole('menu', { name: 'Main menu' }).waitFor(POLL);
      const userData = ['张明', '华东质量认证中心'];
      await expectEnglish(page, 'business-home', userData);

      await visit(page, '/work/Indicator');
      await expectEnglish(page, 'forms-list', userData);
      await visit(page, '/work/designer');
      await page.getByRole('button', { name: /Save/ }).first().waitFor(POLL);
      await expectEnglish(page, 'designer', userData);

      // And back to Chinese from the user menu.
      await page.locator('header [role="button"][aria-label]').last().click();
      await page.getByRole('menuitem', { name: 'Language' }).hover();
      await page.getByRole('menuitem', { name: '简体中文' }).click();
      await page.getByRole('menu', { name: '主菜单' }).waitFor(POLL);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
