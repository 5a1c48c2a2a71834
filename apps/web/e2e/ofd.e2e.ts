import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSampleOfd } from '../src/pages/files/ofd/fixtures/sampleOfd';
import { launchBrowser, newClient, screenshot, signIn } from './browser';
import { samplePdf } from './fixtures/samplePdf';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('OFD batch processing and preview', () => {
  it('uploads two OFD invoices, a PDF and a damaged file, shows their fields, exports xlsx and previews an invoice', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    await page.goto(`${baseURL}/batchProcessOfd`);

    const first = Buffer.from(
      await buildSampleOfd({ invoiceNo: '11112222', buyerName: '东方认证有限公司', total: '1060.00' }),
    );
    const second = Buffer.from(
      await buildSampleOfd({
        invoiceNo: '33334444',
        buyerName: '西部检测中心',
        amount: '200.00',
        tax: '12.00',
        total: '212.00',
      }),
    );
    await page.locator('input[type=file]').setInputFiles([
      { name: '发票A.ofd', mimeType: 'application/ofd', buffer: first },
      { name: '发票B.ofd', mimeType: 'application/ofd', buffer: second },
      {
        name: '年度报告.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf({ title: 'Annual audit report', author: 'East Cert', text: 'Audit findings 2026' }),
      },
      { name: '损坏.ofd', mimeType: 'application/ofd', buffer: first.subarray(0, first.length / 2) },
    ]);

    await page.getByText('共 4 个文件，成功 3 个，失败 1 个').waitFor({ timeout: 30_000 });
    const row = (name: string) => page.locator('tr.ant-table-row', { hasText: name });
    await expect
      .poll(() => row('发票A.ofd').innerText())
      .toMatch(/11112222[\s\S]*东方认证有限公司[\s\S]*1060\.00/);
    await expect
      .poll(() => row('发票B.ofd').innerText())
      .toMatch(/33334444[\s\S]*西部检测中心[\s\S]*212\.00/);
    expect(await row('年度报告.pdf').innerText()).toContain('Annual audit report');
    expect(await row('损坏.ofd').innerText()).toContain('OFD 文件已损坏，无法读取');
    await screenshot(page, 'ofd-batch');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出 Excel/ }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('文件列表')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 8)).toEqual([
      '文件名',
      '类型',
      '状态',
      '页数',
      '发票代码',
      '发票号码',
      '开票日期',
      '购买方名称',
    ]);
    const byName = new Map<string, Record<string, unknown>>();
    sheet.eachRow((r, n) => {
      if (n === 1) return;
      const values = (r.values as unknown[]).slice(1);
      byName.set(String(values[0]), Object.fromEntries(headers.map((h, i) => [String(h), values[i]])));
    });
    expect(byName.get('发票A.ofd')).toMatchObject({
      状态: '已完成',
      发票号码: '11112222',
      购买方名称: '东方认证有限公司',
      销售方名称: '北京示例科技有限公司',
      金额: '1000.00',
      税额: '60.00',
      价税合计: '1060.00',
    });
    expect(byName.get('发票B.ofd')).toMatchObject({ 发票号码: '33334444', 价税合计: '212.00' });
    expect(byName.get('年度报告.pdf')).toMatchObject({
      类型: 'PDF',
      标题: 'Annual audit report',
      作者: 'East Cert',
    });
    expect(String(byName.get('年度报告.pdf')?.首页文字)).toContain('Audit findings 2026');
    expect(byName.get('损坏.ofd')).toMatchObject({ 状态: '失败', 错误: 'OFD 文件已损坏，无法读取' });

    // The preview opens in a new tab through /fileview, which hands OFD to /previewOfd.
    const opened = context.waitForEvent('page');
    await row('发票B.ofd').getByRole('link', { name: /预览/ }).click();
    const preview = await opened;
    await preview.locator('svg.ofd-page text', { hasText: '33334444' }).waitFor({ timeout: 30_000 });
    expect(new URL(preview.url()).pathname).toBe('/previewOfd');
    await expect.poll(() => preview.locator('svg.ofd-page').textContent()).toContain('西部检测中心');
    await screenshot(preview, 'ofd-preview');

    expect(problems).toEqual([]);
    await context.close();
  });
});
