// The year's inventory of a model's organisation as a document laid out like an ISO 14064-1:2018 GHG
// report: organisation and period, boundary, sources with scope and ISO category, methods, factors
// with their sources, results by scope, category, organisation, source and month, energy in standard
// coal, a qualitative uncertainty statement per source, and the verification. The parts are built
// once as data in the caller's language and then written as xlsx (one sheet per part) or PDF.
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { GWP, type EmissionFigures, type EnergyFigures, type GwpSet } from '@platform/contract';
import {
  carbonFactors,
  carbonModels,
  carbonOrgs,
  carbonSources,
  carbonVerifications,
  tenants,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/migrate.js';
import { createPdf, PDF_TYPE, type PdfCell } from '../../documents/pdf.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { joined, render, t, text, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { XLSX_TYPE } from '../compliance/export.js';
import { carbonAccess } from './access.js';
import type { CarbonDeps } from './deps.js';
import { emissionFigures, energyFigures } from './inventory.js';

/** A decimal figure: a number in the workbook, grouped text with `places` decimals in the PDF. */
interface Figure {
  figure: string;
  /** Decimals shown; null: as many as it has. */
  places: number | null;
}
type Cell = string | number | Figure | null;

interface Column {
  header: string;
  width: number;
}
type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: [string, Cell][] }
  | { kind: 'table'; title?: string; columns: Column[]; rows: Cell[][] };
interface Part {
  title: string;
  blocks: Block[];
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const emission = (figure: string): Figure => ({ figure, places: 4 });
const exact = (figure: string | null): Figure | null => (figure === null ? null : { figure, places: null });
const isFigure = (cell: Cell): cell is Figure => typeof cell === 'object' && cell !== null;

/** 12345.678 → "12,345.6780" (places fixed) or "12,345.678" (places null). */
function figureWords({ figure, places }: Figure): string {
  const d = new Decimal(figure);
  const [whole, fraction] = (places === null ? d.toFixed() : d.toFixed(places)).split('.');
  return whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

function shareOf(part: string, total: string): Figure | null {
  const whole = new Decimal(total);
  return whole.isZero() ? null : { figure: new Decimal(part).div(whole).mul(100).toFixed(2), places: 2 };
}

// ---- what the report reads besides the inventory ----

interface SourceInfo {
  id: string;
  deviceIds: string[];
  description: string | null;
  factorId: string;
  factorPlatform: boolean;
  factorYear: number;
  factorNcv: string | null;
  factorNcvUnit: string | null;
}

export function reportService(deps: Pick<CarbonDeps, 'db' | 'heldResources'>) {
  const { db } = deps;
  const access = carbonAccess(deps);

  async function sourcesOf(tenantId: string, modelId: string): Promise<Map<string, SourceInfo>> {
    const rows = await db
      .select({
        id: carbonSources.id,
        deviceIds: carbonSources.deviceIds,
        description: carbonSources.description,
        factorId: carbonSources.factorId,
        factorTenant: carbonFactors.tenantId,
        factorYear: carbonFactors.year,
        factorNcv: carbonFactors.ncv,
        factorNcvUnit: carbonFactors.ncvUnit,
      })
      .from(carbonSources)
      .innerJoin(carbonFactors, eq(carbonFactors.id, carbonSources.factorId))
      .where(and(eq(carbonSources.tenantId, tenantId), eq(carbonSources.modelId, modelId)));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          deviceIds: r.deviceIds,
          description: r.description,
          factorId: r.factorId,
          factorPlatform: r.factorTenant === null,
          factorYear: r.factorYear,
          factorNcv: r.factorNcv,
          factorNcvUnit: r.factorNcvUnit,
        },
      ]),
    );
  }

  /** The months of the year each device has a reading in. */
  async function monthsByDevice(tenantId: string, year: number, deviceIds: string[]) {
    const months = new Map<string, Set<number>>();
    if (!deviceIds.length) return months;
    const rows = rowsOf<{ deviceId: string; month: number }>(
      await db.execute(sql`select device_id as "deviceId", month from carbon_activity
        where tenant_id = ${tenantId} and year = ${year}
          and device_id = any(${`{${[...new Set(deviceIds)].join(',')}}`}::uuid[])
        group by device_id, month`),
    );
    for (const r of rows) {
      const set = months.get(r.deviceId) ?? new Set<number>();
      set.add(Number(r.month));
      months.set(r.deviceId, set);
    }
    return months;
  }

  async function latestVerification(tenantId: string, modelId: string) {
    const [row] = await db
      .select()
      .from(carbonVerifications)
      .where(and(eq(carbonVerifications.tenantId, tenantId), eq(carbonVerifications.modelId, modelId)))
      .orderBy(desc(carbonVerifications.submittedAt))
      .limit(1);
    return row;
  }

  async function namesOf(tenantId: string, orgId: string) {
    const [[org], [tenant]] = await Promise.all([
      db
        .select({ name: carbonOrgs.name })
        .from(carbonOrgs)
        .where(and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.id, orgId))),
      db
        .select({ name: tenants.name })
        .from(tenants)
        .where(inArray(tenants.id, [tenantId])),
    ]);
    return { org: org?.name ?? '', company: tenant?.name ?? '' };
  }

  return {
    async report(
      ctx: RequestContext,
      modelId: string,
      format: 'xlsx' | 'pdf',
      language: Language,
    ): Promise<ReportFile> {
      await access.assertCarbonUserOrVerifier(ctx);
      const [model] = await db
        .select()
        .from(carbonModels)
        .where(and(eq(carbonModels.tenantId, ctx.tenantId), eq(carbonModels.id, modelId)));
      if (!model) notFound(text('carbon.products.report.modelNotFound'));
      const verification = await latestVerification(ctx.tenantId, model.id);
      // A verifier reads the models submitted for verification, not the company's other years.
      if (!verification && !(await access.isCarbonUser(ctx))) forbidden();
      const [names, figures, energy, sources] = await Promise.all([
        namesOf(ctx.tenantId, model.orgId),
        emissionFigures(db, ctx.tenantId, model.orgId, model.year),
        energyFigures(db, ctx.tenantId, model.orgId, model.year),
        sourcesOf(ctx.tenantId, model.id),
      ]);
      const months = await monthsByDevice(
        ctx.tenantId,
        model.year,
        [...sources.values()].flatMap((s) => s.deviceIds),
      );
      const parts = reportParts(language, {
        model,
        names,
        figures,
        energy,
        sources,
        months,
        verification,
      });
      const say = (key: ServerKey, params?: Record<string, TextParam>) => t(language, key, params);
      const fileName = say('carbon.products.report.fileName', { org: names.org, year: model.year });
      if (format === 'pdf') {
        return {
          fileName: `${fileName}.pdf`,
          contentType: PDF_TYPE,
          body: await pdfOf(language, parts, {
            title: say('carbon.products.report.title', { year: model.year }),
            subtitle: say('carbon.products.report.subtitle', { org: names.org }),
            author: names.company,
          }),
        };
      }
      return { fileName: `${fileName}.xlsx`, contentType: XLSX_TYPE, body: await workbookOf(parts) };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;

// ---- the parts ----

interface ReportInput {
  model: typeof carbonModels.$inferSelect;
  names: { org: string; company: string };
  figures: EmissionFigures;
  energy: EnergyFigures;
  sources: Map<string, SourceInfo>;
  months: Map<string, Set<number>>;
  verification: typeof carbonVerifications.$inferSelect | undefined;
}

function reportParts(language: Language, input: ReportInput): Part[] {
  const { model, names, figures, energy, sources, months, verification } = input;
  const R = 'carbon.products.report';
  const say = (key: string, params?: Record<string, TextParam>) =>
    t(language, `${R}.${key}` as ServerKey, params);
  const col = (key: string, width = 1): Column => ({ header: say(`columns.${key}`), width });
  const label = (group: string, key: string | number) => say(`labels.${group}.${key}`);
  const none = say('facts.none');
  const dateText = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : none);
  const gwpSet = (figures.gwpSet in GWP ? figures.gwpSet : model.gwpSet) as GwpSet;
  const gwp = GWP[gwpSet] ?? GWP.AR6;
  const results = figures.bySource;

  const overview: Part = {
    title: say('parts.overview'),
    blocks: [
      { kind: 'paragraph', text: say('texts.intro') },
      {
        kind: 'facts',
        rows: [
          [say('facts.organisation'), names.org],
          [say('facts.company'), names.company],
          [say('facts.period'), say('facts.periodValue', { year: model.year })],
          [
            say('facts.model'),
            say('facts.modelValue', {
              name: model.name,
              version: model.version,
              status: label('modelStatus', `s${model.status}`),
            }),
          ],
          [say('facts.standard'), say('facts.standardValue')],
          [say('facts.generatedAt'), dateText(new Date())],
          [say('facts.description'), model.description || none],
        ],
      },
    ],
  };

  const boundary: Part = {
    title: say('parts.boundary'),
    blocks: [
      {
        kind: 'facts',
        rows: [
          [say('facts.approach'), label('boundary', model.boundary)],
          [
            say('facts.organisations'),
            render(language, joined([...new Set([names.org, ...figures.byOrg.map((o) => o.orgName)])])),
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: say(model.boundary === 'financial' ? 'texts.boundaryFinancial' : 'texts.boundaryOperational'),
      },
    ],
  };

  const sourceTable: Part = {
    title: say('parts.sources'),
    blocks: [
      { kind: 'paragraph', text: say('texts.scopes') },
      {
        kind: 'table',
        columns: [
          col('source', 1.8),
          col('scope', 1.6),
          col('isoCategory', 2.2),
          col('scope3Category', 1),
          col('activityKind', 1.1),
          col('carrier', 1.1),
          col('devices', 0.8),
          col('description', 1.4),
        ],
        rows: results.map((s) => [
          s.name,
          label('scope', `s${s.scope}`),
          label('isoCategory', `c${s.isoCategory}`),
          s.scope3Category ? say('labels.scope3Category', { category: s.scope3Category }) : none,
          label('activityKind', s.activityKind),
          s.carrier ? label('carrier', s.carrier) : none,
          sources.get(s.sourceId)?.deviceIds.length ?? 0,
          sources.get(s.sourceId)?.description || '',
        ]),
      },
    ],
  };

  const methods: Part = {
    title: say('parts.methods'),
    blocks: [
      { kind: 'paragraph', text: say('texts.method') },
      {
        kind: 'paragraph',
        text: say('texts.gwp', { gwpSet, ch4: gwp.CH4, n2o: gwp.N2O, sf6: gwp.SF6, nf3: gwp.NF3 }),
      },
      { kind: 'paragraph', text: say('texts.energy') },
      {
        kind: 'table',
        columns: [
          col('source', 1.8),
          col('activity', 1.2),
          col('unit', 0.7),
          col('unitConversion', 1),
          col('factorValue', 1),
          col('factorUnit', 0.9),
          col('gas', 0.6),
          col('gwp', 0.6),
          col('emission', 1.2),
        ],
        rows: results.map((s) => [
          s.name,
          exact(s.activity),
          s.activityUnit,
          exact(s.unitConversion),
          exact(s.factorValue),
          s.factorUnit,
          s.gas,
          exact(s.gwp),
          emission(s.emission),
        ]),
      },
    ],
  };

  const factorRows = new Map<string, Cell[]>();
  for (const s of results) {
    const info = sources.get(s.sourceId);
    if (factorRows.has(s.factorId)) continue;
    factorRows.set(s.factorId, [
      s.factorName,
      s.gas,
      exact(s.factorValue),
      s.factorUnit,
      info?.factorNcv
        ? `${figureWords({ figure: info.factorNcv, places: null })} ${info.factorNcvUnit ?? ''}`.trim()
        : none,
      s.factorSource,
      info?.factorYear ?? none,
      say(info?.factorPlatform === false ? 'labels.tenantFactor' : 'labels.platformFactor'),
    ]);
  }
  const factors: Part = {
    title: say('parts.factors'),
    blocks: [
      {
        kind: 'table',
        columns: [
          col('factor', 2),
          col('gas', 0.6),
          col('factorValue', 1),
          col('factorUnit', 1),
          col('ncv', 1),
          col('factorSource', 2.2),
          col('factorYear', 0.6),
          col('factorKind', 1.2),
        ],
        rows: [...factorRows.values()],
      },
    ],
  };

  const total = figures.total;
  const resultsPart: Part = {
    title: say('parts.results'),
    blocks: [
      {
        kind: 'facts',
        rows: [
          [say('facts.total'), emission(total)],
          [say('facts.previousYear'), figures.previousYearTotal ? emission(figures.previousYearTotal) : none],
          [
            say('facts.yearOverYear'),
            figures.yearOverYear ? { figure: figures.yearOverYear, places: 2 } : none,
          ],
          [say('facts.gwpSet'), gwpSet],
          [
            say('facts.output'),
            figures.outputValue
              ? `${figureWords(exact(figures.outputValue)!)} ${figures.outputUnit ?? ''}`
              : none,
          ],
          [
            say('facts.intensity', { unit: figures.outputUnit ?? '—' }),
            figures.intensity ? { figure: figures.intensity, places: 6 } : none,
          ],
        ],
      },
      {
        kind: 'table',
        title: say('columns.scope'),
        columns: [col('scope', 2), col('emission'), col('share')],
        rows: figures.byScope.map((s) => [
          label('scope', `s${s.scope}`),
          emission(s.emission),
          shareOf(s.emission, total),
        ]),
      },
      {
        kind: 'table',
        title: say('columns.isoCategory'),
        columns: [col('isoCategory', 2), col('emission'), col('share')],
        rows: figures.byIsoCategory.map((c) => [
          label('isoCategory', `c${c.category}`),
          emission(c.emission),
          shareOf(c.emission, total),
        ]),
      },
      {
        kind: 'table',
        title: say('columns.organisation'),
        columns: [col('organisation', 2), col('emission'), col('share')],
        rows: figures.byOrg.map((o) => [o.orgName, emission(o.emission), shareOf(o.emission, total)]),
      },
      {
        kind: 'table',
        title: say('columns.source'),
        columns: [col('source', 2), col('scope', 1.4), col('emission'), col('share')],
        rows: results.map((s) => [
          s.name,
          label('scope', `s${s.scope}`),
          emission(s.emission),
          shareOf(s.emission, total),
        ]),
      },
    ],
  };

  const monthsPart: Part = {
    title: say('parts.months'),
    blocks: [
      {
        kind: 'table',
        columns: [col('month', 0.6), col('scope1'), col('scope2'), col('scope3'), col('total')],
        rows: [
          ...figures.byMonth.map((m) => [
            say('labels.month', { month: m.month }),
            emission(m.scope1),
            emission(m.scope2),
            emission(m.scope3),
            emission(m.emission),
          ]),
          [
            say('columns.total'),
            ...[1, 2, 3].map((scope) =>
              emission(figures.byScope.find((s) => s.scope === scope)?.emission ?? '0'),
            ),
            emission(total),
          ],
        ],
      },
    ],
  };

  const energyPart: Part = {
    title: say('parts.energy'),
    blocks: [
      { kind: 'paragraph', text: say('texts.energy') },
      {
        kind: 'facts',
        rows: [
          [say('facts.totalTce'), emission(energy.totalTce)],
          [say('facts.previousYearTce'), energy.previousYearTce ? emission(energy.previousYearTce) : none],
        ],
      },
      {
        kind: 'table',
        title: say('columns.carrier'),
        columns: [col('carrier', 1.4), col('activity'), col('unit', 0.6), col('tce')],
        rows: energy.byCarrier.map((c) => [
          label('carrier', c.carrier),
          exact(c.activity),
          c.unit,
          emission(c.tce),
        ]),
      },
      {
        kind: 'table',
        title: say('columns.month'),
        columns: [col('month', 0.6), col('tce')],
        rows: energy.byMonth.map((m) => [say('labels.month', { month: m.month }), emission(m.tce)]),
      },
    ],
  };

  const uncertainty: Part = {
    title: say('parts.uncertainty'),
    blocks: [
      { kind: 'paragraph', text: say('texts.uncertainty') },
      {
        kind: 'table',
        columns: [
          col('source', 1.4),
          col('dataQuality', 1.6),
          col('factorQuality', 1.2),
          col('statement', 3),
        ],
        rows: results.map((s) => {
          const info = sources.get(s.sourceId);
          const devices = info?.deviceIds ?? [];
          const covered = new Set(devices.flatMap((d) => [...(months.get(d) ?? [])])).size;
          const data =
            covered === 0
              ? { quality: say('labels.notMetered'), statement: say('labels.statementNotMetered') }
              : covered < 12
                ? {
                    quality: say('labels.partlyMetered', { devices: devices.length, months: covered }),
                    statement: say('labels.statementPartly'),
                  }
                : {
                    quality: say('labels.metered', { devices: devices.length, months: covered }),
                    statement: say('labels.statementMetered'),
                  };
          const own = info?.factorPlatform === false;
          return [
            s.name,
            data.quality,
            say(own ? 'labels.tenantFactor' : 'labels.platformFactor'),
            data.statement +
              say(own ? 'labels.statementOwn' : 'labels.statementDefault', { source: s.factorSource }),
          ];
        }),
      },
    ],
  };

  const verificationPart: Part = {
    title: say('parts.verification'),
    blocks: verification
      ? [
          {
            kind: 'facts',
            rows: [
              [say('facts.verificationStatus'), label('verificationStatus', `s${verification.status}`)],
              [say('facts.verifiedVersion'), verification.modelVersion],
              [say('facts.submittedAt'), dateText(verification.submittedAt)],
              [say('facts.verifier'), verification.verifier ?? none],
              [
                say('facts.assurance'),
                verification.assurance ? label('assurance', verification.assurance) : none,
              ],
              [
                say('facts.materiality'),
                verification.materiality ? exact(new Decimal(verification.materiality).toFixed()) : none,
              ],
              [say('facts.opinion'), verification.opinion ?? none],
              [say('facts.verifiedAt'), dateText(verification.verifiedAt)],
            ],
          },
        ]
      : [{ kind: 'paragraph', text: say('texts.notSubmitted') }],
  };

  return [
    overview,
    boundary,
    sourceTable,
    methods,
    factors,
    resultsPart,
    monthsPart,
    energyPart,
    uncertainty,
    verificationPart,
  ];
}

// ---- writing ----

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

async function workbookOf(parts: Part[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const part of parts) {
    const sheet = workbook.addWorksheet(sheetName(part.title));
    const widths: number[] = [];
    const title = sheet.addRow([part.title]);
    title.font = { bold: true, size: 13 };
    for (const block of part.blocks) {
      sheet.addRow([]);
      if (block.kind === 'paragraph') {
        const row = sheet.addRow([block.text]);
        row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
        sheet.mergeCells(row.number, 1, row.number, 6);
        row.height = Math.max(15, Math.ceil(block.text.length / 90) * 15);
        continue;
      }
      if (block.kind === 'facts') {
        for (const [name, value] of block.rows) {
          const row = sheet.addRow([name, cellValue(value)]);
          row.getCell(1).font = { bold: true };
          formatCell(row.getCell(2), value);
        }
        widths[0] = Math.max(widths[0] ?? 0, 28);
        widths[1] = Math.max(widths[1] ?? 0, 40);
        continue;
      }
      if (block.title) sheet.addRow([block.title]).font = { bold: true };
      const header = sheet.addRow(block.columns.map((c) => c.header));
      header.font = { bold: true };
      header.eachCell((cell) => {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };
      });
      for (const cells of block.rows) {
        const row = sheet.addRow(cells.map(cellValue));
        cells.forEach((cell, i) => formatCell(row.getCell(i + 1), cell));
      }
      block.columns.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, Math.round(c.width * 14))));
    }
    widths.forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Figures are numbers in the workbook, so that they sum and chart; their decimal text is exact to 15 digits. */
function cellValue(cell: Cell): string | number | null {
  return isFigure(cell) ? Number(cell.figure) : cell;
}

function formatCell(target: ExcelJS.Cell, cell: Cell) {
  if (isFigure(cell) && cell.places !== null) {
    target.numFmt = cell.places === 0 ? '#,##0' : `#,##0.${'0'.repeat(cell.places)}`;
  }
  if (typeof cell === 'string') target.alignment = { wrapText: true, vertical: 'top' };
}

async function pdfOf(
  language: Language,
  parts: Part[],
  heading: { title: string; subtitle: string; author: string },
): Promise<Buffer> {
  const pdf = createPdf({
    title: heading.title,
    author: heading.author,
    language,
    pageLabel: (page, pages) => t(language, 'carbon.products.report.pageLabel', { page, pages }),
  });
  pdf.title(heading.title, heading.subtitle);
  const words = (cell: Cell): PdfCell => (isFigure(cell) ? figureWords(cell) : cell);
  parts.forEach((part, i) => {
    pdf.heading(`${i + 1}  ${part.title}`);
    for (const block of part.blocks) {
      if (block.kind === 'paragraph') pdf.paragraph(block.text);
      else if (block.kind === 'facts') pdf.facts(block.rows.map(([name, value]) => [name, words(value)]));
      else {
        if (block.title) pdf.heading(block.title, 2);
        pdf.table(
          block.columns.map((c, j) => ({
            header: c.header,
            width: c.width,
            align: block.rows.some((r) => isFigure(r[j] ?? null)) ? 'right' : 'left',
          })),
          block.rows.map((r) => r.map(words)),
        );
      }
    }
  });
  return pdf.toBuffer();
}
