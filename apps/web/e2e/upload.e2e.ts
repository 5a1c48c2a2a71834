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

/** The way a person gets there: the user menu in the navbar, then 个人中心. */
async function openProfile(page: Page) {
  await page.locator('header').getByRole('button', { name: /张明/ }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await page.getByLabel('姓名').waitFor();
}

describe('uploads in the browser', () => {
  it('uploads an avatar in the personal centre and shows it in the navbar without a reload', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    await openProfile(page);
    // A real PNG: a snapshot of the page's corner, as a person might upload a screenshot.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });

    const hostAnswer = page.waitForResponse((r) => r.url().endsWith('/upload/object'));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: '我的 头像.png', mimeType: 'image/png', buffer: png });
    expect((await hostAnswer).status()).toBe(200);
    await page.getByText('头像已更新').waitFor();

    const navbarAvatar = page.locator('header img[alt="头像"], .ant-layout-header img[alt="头像"]').first();
    await navbarAvatar.waitFor();
    const src = await navbarAvatar.getAttribute('src');
    expect(src).toMatch(
      /^\/api\/api-system\/data\/upload\/file\/[0-9a-f-]{36}\/avatar\/[0-9a-f]{16}\/\d{10}/,
    );
    expect(decodeURIComponent(src!)).toMatch(/我的头像\.png$/);
    // The image really loaded (the session cookie authorises the <img> request).
    await expect
      .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96);
    await screenshot(page, 'upload-avatar');

    // Kept on the profile: still there after a reload.
    await page.reload();
    await page.getByLabel('姓名').waitFor();
    expect(await page.locator('img[alt="头像"]').first().getAttribute('src')).toBe(src);

    // Another tenant's user cannot fetch it.
    const other = await newClient(browser);
    await signIn(other.page, baseURL, 'staff_b', 'Demo@123');
    const foreign = await other.page.request.get(`${baseURL}${src}`);
    expect(foreign.status()).toBe(404);
    await other.context.close();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { context, page } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    await openProfile(page);
    let policyAsked = false;
    page.on('request', (r) => {
      if (r.url().includes('/upload/applyPolicy')) policyAsked = true;
    });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<script>1</script>') });
    await page.getByText('不支持的文件类型 .html，仅支持 png、jpg、jpeg、bmp').waitFor();
    expect(policyAsked).toBe(false);
    await context.close();
  });
});
