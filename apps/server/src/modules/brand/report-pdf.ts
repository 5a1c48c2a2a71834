// The assessment report as a PDF (documents/pdf.ts, Noto Sans SC embedded): a title page, then the text
// sections in order, the strength section with a bar chart of the group scores drawn with pdfkit's
// primitives and the tables of group and indicator scores and of the experts' comments, the value
// section with its inputs and the royalty-relief steps. Made on request from the report's data.
import { Decimal } from 'decimal.js';
import type { BrandReportDetail } from '@platform/contract';
import { BRAND_REPORT_SECTIONS } from '@platform/contract';
import { createPdf, PDF_TYPE, type PdfWriter } from '../../documents/pdf.js';
import { t, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { money, percent } from './report-service.js';

const BAR = '#1677ff';
const AXIS = '#999999';

type Say = (key: ServerKey, params?: Record<string, TextParam>) => string;

export const dimensionWords = (say: Say, dimension: string) =>
  say(`brand.report.dimensions.${dimension as 'quality'}`);

/** The group scores as horizontal bars on a 0–100 scale, each labelled with its name and score. */
function barChart(pdf: PdfWriter, title: string, groups: BrandReportDetail['strength']['groups']) {
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 110;
  const barRow = 22;
  const height = 30 + groups.length * barRow + 20;
  if (doc.y + height > doc.page.maxY()) doc.addPage();
  const top = doc.y;
  doc.fontSize(9.5).fillColor('black').text(title, left, top, { width, align: 'center' });
  const plotLeft = left + labelWidth;
  const plotWidth = width - labelWidth - 50;
  const plotTop = top + 22;
  groups.forEach((g, i) => {
    const y = plotTop + i * barRow;
    const share = Math.max(0, Math.min(100, Number(g.score))) / 100;
    doc
      .fontSize(8)
      .fillColor('black')
      .text(g.name, left, y + 5, { width: labelWidth - 8, align: 'right', lineBreak: false, ellipsis: true });
    doc.rect(plotLeft, y + 3, Math.max(0.5, plotWidth * share), barRow - 8).fill(BAR);
    doc
      .fillColor('black')
      .text(g.score, plotLeft + plotWidth * share + 4, y + 5, { width: 46, lineBreak: false });
  });
  const axisY = plotTop + groups.length * barRow;
  doc
    .lineWidth(0.5)
    .moveTo(plotLeft, plotTop)
    .lineTo(plotLeft, axisY)
    .lineTo(plotLeft + plotWidth, axisY)
    .stroke(AXIS);
  for (const tick of [0, 20, 40, 60, 80, 100]) {
    const x = plotLeft + (plotWidth * tick) / 100;
    doc
      .moveTo(x, axisY)
      .lineTo(x, axisY + 3)
      .stroke(AXIS);
    doc
      .fontSize(7)
      .fillColor(AXIS)
      .text(String(tick), x - 10, axisY + 5, { width: 20, align: 'center' });
  }
  doc.fillColor('black').fontSize(9.5);
  doc.x = left;
  doc.y = axisY + 22;
}

export async function reportPdf(report: BrandReportDetail, language: Language) {
  const say: Say = (key, params) => t(language, key, params);
  const a = report.application;
  const s = report.strength;
  const v = report.value;
  const title = say('brand.report.title');
  const pdf = createPdf({
    title: `${title} ${a.brandName}`,
    author: a.bodyName,
    language,
    pageLabel: (page, pages) => say('brand.report.pageLabel', { page, pages }),
  });

  // Title page
  pdf.doc.moveDown(6);
  pdf.title(title, a.bodyName);
  pdf.doc.fontSize(22).text(a.brandName, { align: 'center' }).fontSize(9.5).moveDown(2);
  pdf.facts([
    [say('brand.report.facts.no'), a.no],
    [say('brand.report.facts.brandName'), a.brandName],
    [say('brand.report.facts.entName'), a.entName],
    [say('brand.report.facts.creditCode'), a.creditCode],
    [say('brand.report.facts.businessType'), say(`brand.report.businessTypes.${a.businessType}`)],
    [say('brand.report.facts.body'), a.bodyName],
    [say('brand.report.facts.score'), s.score],
    [say('brand.report.facts.level'), s.level],
    ...(v ? [[say('brand.report.facts.value'), money(v.value)] as [string, string]] : []),
    [say('brand.report.facts.completedAt'), a.completedAt?.slice(0, 10) ?? '—'],
    [
      say('brand.report.facts.version'),
      report.version === null
        ? say('brand.report.generated')
        : say('brand.report.versionLabel', { version: report.version }),
    ],
  ]);
  pdf.pageBreak();

  BRAND_REPORT_SECTIONS.forEach((section, i) => {
    pdf.heading(`${i + 1}  ${say(`brand.report.sections.${section}`)}`);
    for (const paragraph of report.sections[section].split(/\n+/).filter((l) => l.trim()))
      pdf.paragraph(paragraph);
    if (section === 'background') {
      pdf.facts([
        [say('brand.report.facts.entName'), a.entName],
        [say('brand.report.facts.creditCode'), a.creditCode],
        [say('brand.report.facts.industry'), a.industry],
        [say('brand.report.facts.contact'), `${a.contactName} ${a.contactTel}`],
        [say('brand.report.facts.experts'), s.experts],
      ]);
    }
    if (section === 'strength') strengthTables(pdf, say, report);
    if (section === 'value' && v) valueTables(pdf, say, v);
  });

  return {
    fileName: `${say('brand.report.fileName', { brandName: a.brandName, no: a.no })}.pdf`,
    contentType: PDF_TYPE,
    body: await pdf.toBuffer(),
  };
}

function strengthTables(pdf: PdfWriter, say: Say, report: BrandReportDetail) {
  const groups = report.strength.groups;
  barChart(pdf, say('brand.report.chartTitle'), groups);
  pdf.heading(say('brand.report.groupScores'), 2);
  pdf.table(
    [
      { header: say('brand.report.columns.group'), width: 2 },
      { header: say('brand.report.columns.dimension'), width: 1 },
      { header: say('brand.report.columns.weight'), width: 1, align: 'right' },
      { header: say('brand.report.columns.groupScore'), width: 1.2, align: 'right' },
    ],
    groups.map((g) => [g.name, dimensionWords(say, g.dimension), percent(g.weight), g.score]),
  );
  pdf.heading(say('brand.report.indicatorScores'), 2);
  pdf.table(
    [
      { header: say('brand.report.columns.group'), width: 1.1 },
      { header: say('brand.report.columns.indicator'), width: 2.2 },
      { header: say('brand.report.columns.max'), width: 0.6, align: 'right' },
      { header: say('brand.report.columns.scores'), width: 2.2 },
      { header: say('brand.report.columns.consensus'), width: 0.8, align: 'right' },
    ],
    report.indicators.map((i) => [
      i.groupName,
      i.label,
      i.max,
      i.scores.map((e) => `${e.expertName} ${e.score}`).join('\n'),
      i.consensus ?? '—',
    ]),
  );
  pdf.heading(say('brand.report.comments'), 2);
  const comments = report.indicators.flatMap((i) =>
    i.scores.filter((e) => e.comment.trim()).map((e) => [i.label, e.expertName, e.comment]),
  );
  if (comments.length === 0) pdf.paragraph(say('brand.report.noComments'), { muted: true });
  else
    pdf.table(
      [
        { header: say('brand.report.columns.indicator'), width: 1.5 },
        { header: say('brand.report.columns.expert'), width: 0.8 },
        { header: say('brand.report.columns.comment'), width: 3.5 },
      ],
      comments,
    );
}

function valueTables(pdf: PdfWriter, say: Say, v: NonNullable<BrandReportDetail['value']>) {
  pdf.heading(say('brand.report.valueInputs'), 2);
  pdf.facts(valueFacts(say, v));
  pdf.heading(say('brand.report.valueSteps'), 2);
  pdf.table(
    [
      { header: say('brand.report.columns.year'), width: 0.8 },
      { header: say('brand.report.columns.growth'), width: 0.8, align: 'right' },
      { header: say('brand.report.columns.revenue'), width: 1.5, align: 'right' },
      { header: say('brand.report.columns.royalty'), width: 1.3, align: 'right' },
      { header: say('brand.report.columns.afterTax'), width: 1.3, align: 'right' },
      { header: say('brand.report.columns.discountFactor'), width: 0.9, align: 'right' },
      { header: say('brand.report.columns.presentValue'), width: 1.3, align: 'right' },
    ],
    valueSteps(say, v),
  );
  pdf.facts(valueTotals(say, v));
}

/** The inputs of the valuation as label–figure pairs (the PDF and the docx print the same). */
export function valueFacts(say: Say, v: NonNullable<BrandReportDetail['value']>): [string, string][] {
  return [
    [say('brand.report.value.baseRevenue'), money(v.inputs.baseRevenue)],
    [say('brand.report.value.royaltyRate'), percent(v.royaltyRate)],
    [say('brand.report.value.taxRate'), percent(v.inputs.taxRate)],
    [say('brand.report.value.discountRate'), percent(v.inputs.discountRate)],
    [say('brand.report.value.terminalGrowth'), percent(v.inputs.terminalGrowth)],
  ];
}

export function valueSteps(say: Say, v: NonNullable<BrandReportDetail['value']>): string[][] {
  return v.steps.map((step) => [
    say('brand.report.yearLabel', { year: step.year }),
    percent(step.growth),
    money(step.revenue),
    money(step.royalty),
    money(step.afterTax),
    new Decimal(step.discountFactor).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6),
    money(step.presentValue),
  ]);
}

export function valueTotals(say: Say, v: NonNullable<BrandReportDetail['value']>): [string, string][] {
  return [
    [say('brand.report.value.presentValueSum'), money(v.presentValueSum)],
    [say('brand.report.value.terminalValue'), money(v.terminalValue)],
    [say('brand.report.value.terminalPresentValue'), money(v.terminalPresentValue)],
    [say('brand.report.value.brandValue'), money(v.value)],
  ];
}
