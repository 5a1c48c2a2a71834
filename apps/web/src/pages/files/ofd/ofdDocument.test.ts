import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildSampleOfd, SAMPLE_INVOICE } from './fixtures/sampleOfd';
import { OfdReadError, readOfd, resolveLoc, svgPathOf } from './ofdDocument';

async function refusal(bytes: Uint8Array): Promise<OfdReadError> {
  try {
    await readOfd(bytes);
  } catch (error) {
    if (error instanceof OfdReadError) return error;
    throw error;
  }
  throw new Error('read a file it should refuse');
}

describe('readOfd', () => {
  it('reads the sample e-invoice: DocInfo, page, template, text and invoice fields', async () => {
    const doc = await readOfd(await buildSampleOfd());
    expect(doc.version).toBe('1.1');
    expect(doc.docInfo).toMatchObject({
      docId: '04400210011112345678',
      title: '电子发票',
      author: '北京示例科技有限公司',
      creationDate: '2026-11-20',
      keywords: ['12345678', '电子发票'],
    });
    expect(doc.docInfo.customData['发票号码']).toBe('12345678');
    expect(doc.pages).toHaveLength(1);
    const [page] = doc.pages;
    expect(page).toMatchObject({ width: 210, height: 140 });
    // The template's frame and labels are drawn below the page's values.
    expect(page!.objects.filter((o) => o.kind === 'path').length).toBeGreaterThanOrEqual(8);
    const title = page!.objects.find((o) => o.kind === 'text' && o.runs[0]?.text.startsWith('电子发票'));
    expect(title).toMatchObject({ x: 52, y: 8, size: 5 });
    expect(title?.kind === 'text' && title.fontFamily).toMatch(/^"楷体", KaiTi/);
    const value = page!.objects.find((o) => o.kind === 'text' && o.id === '102');
    expect(value?.kind === 'text' && value.runs[0]).toEqual({
      text: '12345678',
      xs: [0, 1, 2, 3, 4, 5, 6, 7].map((n) => expect.closeTo(n * 1.65, 5)),
      ys: [3, 3, 3, 3, 3, 3, 3, 3],
    });
    expect(page!.text).toContain(SAMPLE_INVOICE.buyerName);
    expect(page!.text).not.toContain('购买方\n');
    expect(doc.attachments).toEqual(['original_invoice']);
    expect(doc.signatureCount).toBe(0);
    expect(doc.invoice).toEqual({
      invoiceCode: '044002100111',
      invoiceNo: '12345678',
      issueDate: '2026年11月20日',
      checkCode: '61234 56789 01234 56789',
      buyerName: '东方认证有限公司',
      buyerTaxId: '91110000MA01ABCD2X',
      sellerName: '北京示例科技有限公司',
      sellerTaxId: '91110108MA00EFGH3Y',
      amount: '1000.00',
      tax: '60.00',
      total: '1060.00',
    });
  });

  it('falls back to the custom tag (values on the page) and then to DocInfo when parts are missing', async () => {
    const zip = await JSZip.loadAsync(await buildSampleOfd({ invoiceNo: '87654321', total: '2120.00' }));
    zip.remove('Doc_0/Attachs/original_invoice.xml');
    const fromTag = await readOfd(await zip.generateAsync({ type: 'uint8array' }));
    expect(fromTag.invoice).toMatchObject({
      invoiceNo: '87654321',
      buyerName: '东方认证有限公司',
      total: '2120.00',
    });

    zip.remove('Doc_0/Tags/CustomTag.xml');
    const fromDocInfo = await readOfd(await zip.generateAsync({ type: 'uint8array' }));
    expect(fromDocInfo.invoice).toEqual({
      invoiceCode: '044002100111',
      invoiceNo: '87654321',
      issueDate: '2026年11月20日',
      checkCode: '61234 56789 01234 56789',
      buyerTaxId: '91110000MA01ABCD2X',
      sellerTaxId: '91110108MA00EFGH3Y',
      amount: '1000.00',
      tax: '60.00',
      total: '1060.00',
    });
  });

  it('refuses what is not a zip, a damaged zip and a zip without OFD.xml, each with its reason', async () => {
    expect((await refusal(new TextEncoder().encode('%PDF-1.7 not an ofd'))).code).toBe('notZip');
    const sample = await buildSampleOfd();
    expect((await refusal(sample.slice(0, sample.length / 2))).code).toBe('damaged');
    const other = new JSZip();
    other.file('word/document.xml', '<w:document/>');
    expect((await refusal(await other.generateAsync({ type: 'uint8array' }))).code).toBe('notOfd');
    const broken = await JSZip.loadAsync(sample);
    broken.file('Doc_0/Document.xml', '<ofd:Document xmlns:ofd="http://www.ofdspec.org/2016"><unclosed>');
    expect((await refusal(await broken.generateAsync({ type: 'uint8array' }))).code).toBe('damaged');
  });
});

describe('OFD helpers', () => {
  it('converts abbreviated path data to SVG commands', () => {
    expect(svgPathOf('S 0 0 L 10 0 Q 1 2 3 4 B 1 2 3 4 5 6 A 5 5 0 0 1 10 10 C')).toBe(
      'M 0 0 L 10 0 Q 1 2 3 4 C 1 2 3 4 5 6 A 5 5 0 0 1 10 10 Z',
    );
    expect(svgPathOf('M 0 0 L 10')).toBe('M 0 0');
  });

  it('resolves locations against the naming part and the package root', () => {
    expect(resolveLoc('Doc_0', 'Pages/Page_0/Content.xml')).toBe('Doc_0/Pages/Page_0/Content.xml');
    expect(resolveLoc('Doc_0/Pages/Page_0', '../../Res/image.png')).toBe('Doc_0/Res/image.png');
    expect(resolveLoc('Doc_0', '/Doc_0/Signs/Signatures.xml')).toBe('Doc_0/Signs/Signatures.xml');
  });
});
