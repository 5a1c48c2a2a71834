import { describe, expect, it } from 'vitest';
import { createPdf } from './pdf.js';

const pages = (bytes: string) => (bytes.match(/\/Type \/Page\b/g) ?? []).length;

describe('PDF documents', () => {
  it('embed the CJK font of the npm package as a subset and no other font', async () => {
    const pdf = createPdf({ title: '温室气体排放报告', language: 'zh-CN' });
    pdf
      .title('温室气体排放报告', '绿源碳管理科技有限公司')
      .heading('1 报告边界')
      .paragraph('采用运营控制法。CO2e');
    const bytes = (await pdf.toBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF')).toBe(true);
    expect(bytes).toContain('/FontFile2');
    const fonts = bytes.match(/\/BaseFont\s*\/[^\s/>]+/g) ?? [];
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular$/);
    expect(bytes).not.toContain('Helvetica');
  });

  it('carry a long table over pages, with page numbers at the foot', async () => {
    const labels: string[] = [];
    const pdf = createPdf({
      title: 'Table',
      pageLabel: (page, count) => {
        labels.push(`${page}/${count}`);
        return `第 ${page} 页，共 ${count} 页`;
      },
    });
    pdf.table(
      [
        { header: '排放源', width: 3 },
        { header: '排放量', width: 1, align: 'right' },
      ],
      Array.from({ length: 150 }, (_, i) => [`排放源 ${i + 1}`, `${i}.5`]),
    );
    const bytes = (await pdf.toBuffer()).toString('latin1');
    const count = pages(bytes);
    expect(count).toBeGreaterThan(2);
    expect(labels).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}/${count}`));
  });
});
