// File viewers (issue 23) in the production build: staff_a uploads a PDF (made with pdfkit), a docx, an
// xlsx (exceljs), a PNG and a CSV through the upload API, and each opens in its viewer showing its
// content — the PDF's words in pdf.js' text layer (found by the search), the docx paragraph, the sheet's
// cells, the image, the CSV's cells. An off-site address is refused without being fetched, and the PDF
// asks a visitor without a session to sign in.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
const VISIBLE = { timeout: 20_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A two-page PDF in a standard font (no machine fonts needed). */
function makePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'Audit report' } });
    const parts: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => parts.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(20).text('Stage 1 audit report');
    doc.fontSize(12).text('East Cert reviewed the management system of Viewer Test Ltd.');
    doc.addPage().fontSize(12).text('Findings: one minor nonconformity, closed in the stage 2 audit.');
    doc.end();
  });
}

/** The smallest docx Word opens: a bold heading and a paragraph. */
async function makeDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>审核计划</w:t></w:r></w:p><w:p><w:r><w:t>第一阶段审核于 2026 年 3 月进行。</w:t></w:r></w:p><w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A sheet with a merged title row, and a second sheet. */
async function makeXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('得分');
  sheet.mergeCells('A1:C1');
  sheet.getCell('A1').value = '专家评分汇总';
  sheet.addRow(['企业', '得分', '等级']);
  sheet.addRow(['东方认证', 92.5, 'A']);
  workbook.addWorksheet('说明').getCell('A1').value = '第二张表';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, token: string, name: string, mimeType: string, buffer: Buffer) {
  const answer = await page.request.post(`${baseURL}/api/api-system/data/upload/uploadfile?dir=file`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType, buffer } },
  });
  const body = (await answer.json()) as { code: number; msg: string; data: { url: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.url;
}

const viewer = (url: string, name: string) =>
  `${baseURL}/fileview?fileUrl=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`;

describe('file viewers', () => {
  it('shows each uploaded type in its viewer and refuses what it must', async () => {
    const { context, page, problems } = await newClient(browser);
    await signIn(page, baseURL, 'staff_a', 'Demo@123');
    const token = (await context.cookies()).find((c) => c.name === 'bizadmin-token')!.value;
    // A real PNG: the shell's corner, as a person might upload a screenshot.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 120 } });
    const urls = {
      pdf: await upload(page, token, '审核报告.pdf', 'application/pdf', await makePdf()),
      docx: await upload(page, token, '审核计划.docx', 'application/octet-stream', await makeDocx()),
      xlsx: await upload(page, token, '评分.xlsx', 'application/octet-stream', await makeXlsx()),
      png: await upload(page, token, '截图.png', 'image/png', png),
      csv: await upload(
        page,
        token,
        '清单.csv',
        'text/csv',
        Buffer.from('\ufeff名称,数量\n螺栓,120\n"垫圈, 不锈钢",35\n'),
      ),
    };

    // PDF: the words are in the text layer (selectable), the search finds and highlights them.
    await page.goto(viewer(urls.pdf, '审核报告.pdf'));
    const textLayer = page.locator('.pdf-page[data-page="1"] .textLayer');
    await textLayer.getByText('Stage 1 audit report').waitFor(VISIBLE);
    expect(await page.getByText('/ 2', { exact: true }).count()).toBe(1);
    const search = page.getByPlaceholder('查找文本');
    await search.fill('audit');
    await search.press('Enter');
    await expect.poll(() => page.getByTestId('pdf-matches').innerText()).toBe('1 / 2');
    await page.locator('.textLayer .highlight.selected').first().waitFor(VISIBLE);
    await page.getByRole('button', { name: '下一个' }).click();
    await expect.poll(() => page.getByTestId('pdf-matches').innerText()).toBe('2 / 2');
    await page.getByRole('button', { name: '放大' }).click();
    await screenshot(page, 'files-pdf');
    // The typed route shows the same file.
    await page.goto(`${baseURL}/filePreview?fileUrl=${encodeURIComponent(urls.pdf)}`);
    await page.locator('.textLayer').first().getByText('Stage 1 audit report').waitFor(VISIBLE);

    // docx, drawn by docx-preview.
    await page.goto(viewer(urls.docx, '审核计划.docx'));
    await page.locator('.docx').getByText('第一阶段审核于 2026 年 3 月进行。').waitFor(VISIBLE);
    await screenshot(page, 'files-docx');

    // xlsx: sheets as tabs, cells in a grid, the title merged over three columns.
    await page.goto(viewer(urls.xlsx, '评分.xlsx'));
    await page.getByRole('cell', { name: '东方认证' }).waitFor(VISIBLE);
    expect(await page.getByRole('cell', { name: '92.5' }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: '专家评分汇总' }).getAttribute('colspan')).toBe('3');
    await screenshot(page, 'files-xlsx');
    await page.getByRole('tab', { name: '说明' }).click();
    await page.getByRole('cell', { name: '第二张表' }).waitFor(VISIBLE);

    // Image: shown, then turned a quarter.
    await page.goto(viewer(urls.png, '截图.png'));
    const image = page.getByRole('img', { name: '截图.png' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), VISIBLE).toBe(320);
    await page.getByRole('button', { name: '向右旋转' }).click();
    expect(await image.evaluate((img: HTMLImageElement) => img.style.transform)).toBe('rotate(90deg)');
    await page.waitForTimeout(300);
    await screenshot(page, 'files-image');

    // CSV: the BOM dropped, quoted cells kept whole.
    await page.goto(viewer(urls.csv, '清单.csv'));
    await page.getByRole('cell', { name: '螺栓' }).waitFor(VISIBLE);
    expect(await page.getByRole('cell', { name: '垫圈, 不锈钢' }).count()).toBe(1);
    expect(await page.getByRole('cell', { name: '名称', exact: true }).count()).toBe(1);
    await screenshot(page, 'files-csv');

    // An off-site address is refused and never requested.
    const offSite: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'files.example.com') offSite.push(r.url());
    });
    await page.goto(viewer('https://files.example.com/a.pdf', 'a.pdf'));
    await page.getByText('只能预览本站的文件，该地址已被拒绝').waitFor(VISIBLE);
    expect(offSite).toEqual([]);
    expect(problems).toEqual([]);

    // Without a session the PDF is not shown.
    const visitor = await newClient(browser);
    await visitor.page.goto(`${baseURL}/filePreview?fileUrl=${encodeURIComponent(urls.pdf)}`);
    await visitor.page.getByText('请登录后查看').waitFor(VISIBLE);
    await screenshot(visitor.page, 'files-sign-in');
    await visitor.context.close();
    await context.close();
  }, 120_000);
});
