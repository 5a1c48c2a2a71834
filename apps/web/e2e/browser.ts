import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.test-artifacts/e2e',
);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** Collects what a user would never want to see happen: page errors and console errors (CSP included). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return problems;
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

let nextAddress = 1;

/** A fresh browser context that the server sees as a client of its own (X-Forwarded-For). */
export async function newClient(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const n = nextAddress++;
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    // As a person who asked for less motion: dialogs open without zooming, so a click is never
    // aimed at a button that is still moving (under load, such clicks landed beside it).
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}` },
  });
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page) };
}

/** Signs in on the sign-on page the way a person does and waits for the shell. */
export async function signIn(page: Page, baseURL: string, username: string, password: string) {
  await page.goto(baseURL);
  await page.waitForURL(/\/sso/);
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso'));
  // Until the session has loaded, the fresh sign-in's first-router flag (spec §2.3) would send an address
  // opened now to the first route instead: wait until the app has taken it (or, for a user without any
  // menu, shows the no-business box).
  await page.waitForFunction(
    () =>
      !document.cookie.includes('bizadmin-first-router=1') ||
      document.querySelector('[role="dialog"]') !== null,
  );
}

/** The visible titles of the side menu's entries (sub-menus opened). */
export async function menuTexts(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu', { name: '主菜单' });
  await menu.waitFor();
  const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) {
    await closed.first().click();
    await page.waitForTimeout(50);
  }
  // An entry's title without what follows it (a work queue's count of open tasks).
  return menu
    .locator('.ant-menu-title-content')
    .evaluateAll((entries) =>
      entries.map((entry) =>
        ((entry.querySelector('.ant-menu-item-label') ?? entry) as HTMLElement).innerText.trim(),
      ),
    );
}
