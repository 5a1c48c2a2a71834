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

describe('the production build in a browser', () => {
  it('shows the Chinese product title in the tab and, signed in, the live service status', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    expect(await page.title()).toBe('企业质量合规综合服务平台');
    const status = page.locator('.ant-card', { hasText: '服务状态' });
    await status.getByText('PGlite（内嵌）').waitFor();
    expect(await status.getByText('正常').count()).toBeGreaterThanOrEqual(2);
    for (const area of ['质量', '合规', '认证', '碳核算', '品牌评价']) {
      expect(await page.getByText(area, { exact: true }).count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'home');
    // A CSP violation, a failed chunk or a render error would show up here.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a deep link directly (SPA fallback) and shows the not-found page for an unknown path', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    await menuTexts(page);
    const res = await page.goto(`${baseURL}/no/such/page?x=1`);
    expect(res?.status()).toBe(200);
    await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.locator('.ant-card', { hasText: '服务状态' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves hashed assets with long-lived caching', async () => {
    const { context, page } = await newClient(browser);
    const assetResponses: { url: string; cache: string | null }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) {
        assetResponses.push({ url: r.url(), cache: r.headers()['cache-control'] ?? null });
      }
    });
    await page.goto(baseURL);
    await page.getByRole('tab', { name: '账号登录' }).waitFor();
    expect(assetResponses.length).toBeGreaterThan(0);
    for (const a of assetResponses) expect(a.cache).toBe('public, max-age=31536000, immutable');
    await context.close();
  });
});
