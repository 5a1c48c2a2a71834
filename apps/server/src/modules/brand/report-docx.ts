// The assessment report as a Word document: a template built here in code (a minimal WordprocessingML
// package zipped with pizzip, its fields in docxtemplater's {tags}) and filled by docxtemplater with the
// same data and words as the PDF, so that no binary template has to be kept in step with the code.
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { BrandReportDetail } from '@platform/contract';
import { BRAND_REPORT_SECTIONS } from '@platform/contract';
import { t, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { dimensionWords, valueFacts, valueSteps, valueTotals } from './report-pdf.js';
import { money, percent } from './report-service.js';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const run = (words: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${words}</w:t></w:r>`;
const para = (words: string, style?: string, center = false) =>
  `<w:p>${style || center ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${center ? '<w:jc w:val="center"/>' : ''}</w:pPr>` : ''}${run(words)}</w:p>`;
const cell = (words: string, bold = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr><w:p>${run(words, bold)}</w:p></w:tc>`;

/**
 * A table whose header row holds the `headers` tags and whose one body row, repeated by the loop
 * `{#list}…{/list}`, holds the `fields` tags.
 */
function table(list: string, headers: string[], fields: string[]) {
  const body = fields.map((f, i) =>
    cell(`${i === 0 ? `{#${list}}` : ''}{${f}}${i === fields.length - 1 ? `{/${list}}` : ''}`),
  );
  return `<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/><w:tblW w:w="5000" w:type="pct"/></w:tblPr>
<w:tr>${headers.map((h) => cell(`{${h}}`, true)).join('')}</w:tr><w:tr>${body.join('')}</w:tr></w:tbl>`;
}

const factsTable = (list: string) => table(list, ['colItem', 'colAmount'], ['label', 'value']);

function documentXml() {
  const section = (s: string, extra = '') => `${para(`{h_${s}}`, 'Heading1')}${para(`{s_${s}}`)}${extra}`;
  const strength = [
    para('{t_groupScores}', 'Heading2'),
    table(
      'groups',
      ['colGroup', 'colDimension', 'colWeight', 'colGroupScore'],
      ['name', 'dimension', 'weight', 'score'],
    ),
    para('{t_indicatorScores}', 'Heading2'),
    table(
      'indicators',
      ['colGroup', 'colIndicator', 'colMax', 'colScores', 'colConsensus'],
      ['groupName', 'label', 'max', 'scores', 'consensus'],
    ),
    para('{t_comments}', 'Heading2'),
    para('{#noComments}{t_noComments}{/noComments}'),
    table('comments', ['colIndicator', 'colExpert', 'colComment'], ['label', 'expertName', 'comment']),
  ].join('');
  const value = [
    para('{#hasValue}'),
    para('{t_valueInputs}', 'Heading2'),
    factsTable('valueFacts'),
    para('{t_valueSteps}', 'Heading2'),
    table(
      'steps',
      ['colYear', 'colGrowth', 'colRevenue', 'colRoyalty', 'colAfterTax', 'colFactor', 'colPresentValue'],
      ['year', 'growth', 'revenue', 'royalty', 'afterTax', 'factor', 'presentValue'],
    ),
    factsTable('valueTotals'),
    para('{/hasValue}'),
  ].join('');
  const sections = BRAND_REPORT_SECTIONS.map((s) =>
    section(
      s,
      s === 'background'
        ? factsTable('background')
        : s === 'strength'
          ? strength
          : s === 'value'
            ? value
            : '',
    ),
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>
${para('{title}', 'Title', true)}${para('{brandName}', 'Heading1', true)}${para('{bodyName}', undefined, true)}
${factsTable('facts')}
<w:p><w:r><w:br w:type="page"/></w:r></w:p>
${sections}
<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1200" w:bottom="1440" w:left="1200" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>
</w:body></w:document>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="SimSun"/><w:sz w:val="21"/><w:lang w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="300" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="2400" w:after="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="44"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/></w:rPr></w:style>
<w:style w:type="table" w:styleId="Grid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:color="999999"/><w:left w:val="single" w:sz="4" w:color="999999"/><w:bottom w:val="single" w:sz="4" w:color="999999"/><w:right w:val="single" w:sz="4" w:color="999999"/><w:insideH w:val="single" w:sz="4" w:color="999999"/><w:insideV w:val="single" w:sz="4" w:color="999999"/></w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>`;

/** The template package (built once). */
let template: Buffer | undefined;
export function reportTemplate(): Buffer {
  if (template) return template;
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  zip.file('word/styles.xml', STYLES);
  zip.file('word/document.xml', documentXml());
  template = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  return template;
}

const pairs = (rows: [string, string | number][]) =>
  rows.map(([label, value]) => ({ label, value: String(value) }));

export function reportDocx(report: BrandReportDetail, language: Language) {
  const say = (key: ServerKey, params?: Record<string, TextParam>) => t(language, key, params);
  const a = report.application;
  const s = report.strength;
  const v = report.value;
  const comments = report.indicators.flatMap((i) =>
    i.scores
      .filter((e) => e.comment.trim())
      .map((e) => ({ label: i.label, expertName: e.expertName, comment: e.comment })),
  );
  const doc = new Docxtemplater(new PizZip(reportTemplate()), {
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => '',
  });
  doc.render({
    title: say('brand.report.title'),
    brandName: a.brandName,
    bodyName: a.bodyName,
    facts: pairs([
      [say('brand.report.facts.no'), a.no],
      [say('brand.report.facts.entName'), a.entName],
      [say('brand.report.facts.creditCode'), a.creditCode],
      [say('brand.report.facts.businessType'), say(`brand.report.businessTypes.${a.businessType}`)],
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
    ]),
    background: pairs([
      [say('brand.report.facts.industry'), a.industry],
      [say('brand.report.facts.contact'), `${a.contactName} ${a.contactTel}`],
      [say('brand.report.facts.experts'), s.experts],
    ]),
    ...Object.fromEntries(
      BRAND_REPORT_SECTIONS.flatMap((section, i) => [
        [`h_${section}`, `${i + 1}  ${say(`brand.report.sections.${section}`)}`],
        [`s_${section}`, report.sections[section]],
      ]),
    ),
    t_groupScores: say('brand.report.groupScores'),
    t_indicatorScores: say('brand.report.indicatorScores'),
    t_comments: say('brand.report.comments'),
    t_noComments: say('brand.report.noComments'),
    t_valueInputs: say('brand.report.valueInputs'),
    t_valueSteps: say('brand.report.valueSteps'),
    colItem: say('brand.report.columns.item'),
    colAmount: say('brand.report.columns.amount'),
    colGroup: say('brand.report.columns.group'),
    colDimension: say('brand.report.columns.dimension'),
    colWeight: say('brand.report.columns.weight'),
    colGroupScore: say('brand.report.columns.groupScore'),
    colIndicator: say('brand.report.columns.indicator'),
    colMax: say('brand.report.columns.max'),
    colScores: say('brand.report.columns.scores'),
    colConsensus: say('brand.report.columns.consensus'),
    colExpert: say('brand.report.columns.expert'),
    colComment: say('brand.report.columns.comment'),
    colYear: say('brand.report.columns.year'),
    colGrowth: say('brand.report.columns.growth'),
    colRevenue: say('brand.report.columns.revenue'),
    colRoyalty: say('brand.report.columns.royalty'),
    colAfterTax: say('brand.report.columns.afterTax'),
    colFactor: say('brand.report.columns.discountFactor'),
    colPresentValue: say('brand.report.columns.presentValue'),
    groups: s.groups.map((g) => ({
      name: g.name,
      dimension: dimensionWords(say, g.dimension),
      weight: percent(g.weight),
      score: g.score,
    })),
    indicators: report.indicators.map((i) => ({
      groupName: i.groupName,
      label: i.label,
      max: i.max,
      scores: i.scores.map((e) => `${e.expertName} ${e.score}`).join('\n'),
      consensus: i.consensus ?? '—',
    })),
    noComments: comments.length === 0,
    comments,
    hasValue: v !== null,
    valueFacts: v ? pairs(valueFacts(say, v)) : [],
    steps: v
      ? valueSteps(say, v).map(([year, growth, revenue, royalty, afterTax, factor, presentValue]) => ({
          year,
          growth,
          revenue,
          royalty,
          afterTax,
          factor,
          presentValue,
        }))
      : [],
    valueTotals: v ? pairs(valueTotals(say, v)) : [],
  });
  return {
    fileName: `${say('brand.report.fileName', { brandName: a.brandName, no: a.no })}.docx`,
    contentType: DOCX_TYPE,
    body: doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }),
  };
}
