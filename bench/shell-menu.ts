// bench:shell-menu — the shell with a 1,000-resource menu (issue 4): signs in as staff_a in headless
// Chromium, once with the demo menu and once after 1,000 more resources (40 groups of 24 pages) were
// granted to the user's role, and prints how long the shell took to show its menu after the sign-in
// click, the longest main-thread task meanwhile (a "visible stall" is a long task), and how long
// opening every group of the side menu took. Run after `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { defaultLimits } from '../apps/server/src/modules/account/service.js';
import { prepareDatabase } from '../apps/server/src/server.js';
import { print } from './lib.js';

const GROUPS = 40;
const PAGES_PER_GROUP = 24;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shell-menu-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '1' });
const { database } = await prepareDatabase(config);
const unlimited = { max: 1e9, windowSeconds: 60 };
const app = await buildApp({
  config,
  database,
  logger: false,
  limits: { ...defaultLimits, loginPerIp: unlimited, loginPerAccount: unlimited },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const baseURL = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** 40 groups of 24 pages in the quality app's menu, all granted to role code 8 (staff_a's role). */
async function addLargeMenu() {
  await database.db.execute(sql`
    with app as (select id from apps where key = 'quality'),
    groups as (
      insert into resources (app_id, path, name, title, component, icon, always_show, type, sort)
      select app.id, '/bench' || g, 'Bench' || g, '基准分组' || g, 'Layout', 'folder', true, 1, 1000 + g
      from app, generate_series(1, ${GROUPS}) g
      returning id, sort - 1000 as g
    ),
    pages as (
      insert into resources (app_id, parent_id, path, name, title, component, type, sort)
      select (select id from app), groups.id, 'page' || p, 'Bench' || groups.g || 'Page' || p,
             '质量证书管理' || groups.g || '-' || p, 'home/index', 2, p
      from groups, generate_series(1, ${PAGES_PER_GROUP}) p
      returning id
    )
    insert into role_resources (role_id, resource_id)
    select r.id, x.id from roles r, (select id from groups union all select id from pages) x
    where r.code = 8 and r.tenant_id is null and r.app_id = (select id from app)
  `);
}

async function measure(browser: Browser, menu: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(baseURL);
  await page.getByLabel('账号', { exact: true }).fill('staff_a');
  await page.getByLabel('密码', { exact: true }).fill('Demo@123');
  const started = Date.now();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const sideMenu = page.getByRole('menu', { name: '主菜单' });
  await sideMenu.waitFor();
  const menuVisibleMs = Date.now() - started;
  const longestTaskMs = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  const groups = await sideMenu.locator('.ant-menu-submenu-title').count();
  const items = await sideMenu.locator('.ant-menu-item').count();
  // Opening one group of 24 pages, as a user does, and the longest task it caused.
  let openGroupMs: number | undefined;
  let openLongestTaskMs: number | undefined;
  if (groups > 0) {
    await page.evaluate(() => ((window as unknown as { longest: number }).longest = 0));
    const openStarted = Date.now();
    await sideMenu.locator('.ant-menu-submenu-title').last().click();
    await sideMenu.locator('.ant-menu-submenu-open .ant-menu-item').first().waitFor();
    openGroupMs = Date.now() - openStarted;
    openLongestTaskMs = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  }
  await context.close();
  print({
    subject: 'shell menu',
    menu,
    groups,
    topLevelItems: items,
    menuVisibleMs,
    longestTaskMs,
    openGroupMs,
    openLongestTaskMs,
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await measure(browser, 'demo');
  await addLargeMenu();
  await measure(browser, `demo + ${GROUPS * (PAGES_PER_GROUP + 1)} resources`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
