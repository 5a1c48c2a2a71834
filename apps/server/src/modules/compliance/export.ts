// Every submitted answer of a paper as an .xlsx workbook, streamed: one row per submission with one
// column per field (its label as header); each sub-form (control) and dynamic table (batch) in a
// sheet of its own with one row per row, beside the submission's number. Submissions are read in
// keyset pages and written as they come (exceljs' streaming writer into the reply), one sheet after
// the other as the zip format needs; a page is read only once the client has taken the previous
// ones. Memory stays flat whatever the number of answers.
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { regionLabelModel, type ChoiceOption, type FieldItem } from '@platform/form-core';
import type { Db } from '../../db/client.js';
import { bizSubmissions } from '../../db/schema/index.js';
import { t, type Language } from '../../i18n/index.js';
import { ANSWERED, staticOptions, valueFields } from './questionnaire.js';
import { labelOf } from './scoring.js';
import { pinnedTemplate } from './templates.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Submissions read per query. */
export const EXPORT_PAGE = 500;

type Cell = string | number | null;
type Data = Record<string, unknown>;

/** Words a workbook's cells use, looked up once per export. */
interface Words {
  list: string;
  yes: string;
  no: string;
}
type Format = (value: unknown, scope: Data) => Cell;

/** Plain values: numbers and texts as they are, lists joined, anything else as JSON. */
function plainCell(value: unknown, words: Words): Cell {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    return value.every((v) => typeof v !== 'object' || v === null)
      ? value.join(' ~ ')
      : JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/**
 * How a field's value reads in a cell: choice labels, region names, file names, plain values. Made
 * once per field (an export formats the same fields thousands of times).
 */
function formatOf(item: FieldItem, words: Words): Format {
  const format = formatValueOf(item, words);
  return (value, scope) =>
    value === undefined || value === null || value === '' ? null : format(value, scope);
}

function formatValueOf(item: FieldItem, words: Words): Format {
  switch (item.type) {
    case 'radio':
    case 'select':
    case 'checkbox': {
      const labels = new Map(staticOptions(item).map((o) => [String(o.value), String(o.label ?? o.value)]));
      return (value) =>
        Array.isArray(value)
          ? value.map((v) => labels.get(String(v)) ?? String(v)).join(words.list)
          : (labels.get(String(value)) ?? plainCell(value, words));
    }
    case 'cascader': {
      const options = staticOptions(item);
      return (value) =>
        Array.isArray(value) ? cascaderLabels(options, value).join(' / ') : plainCell(value, words);
    }
    case 'state': {
      const labelModel = regionLabelModel(item.model as string);
      return (value, scope) => {
        const label = scope[labelModel];
        return typeof label === 'string' && label ? label : plainCell(value, words);
      };
    }
    case 'switch': {
      const options = item.options as { activeText?: string; inactiveText?: string };
      const yes = options.activeText || words.yes;
      const no = options.inactiveText || words.no;
      return (value) => (value === true ? yes : value === false ? no : plainCell(value, words));
    }
    case 'uploadImg':
    case 'uploadFile':
      return (value) =>
        Array.isArray(value)
          ? value
              .map((f) =>
                f && typeof f === 'object' ? String((f as { name?: unknown }).name ?? '') : String(f),
              )
              .join(words.list)
          : plainCell(value, words);
    case 'address':
      return (value) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return plainCell(value, words);
        const address = value as { state?: unknown; address?: unknown; label?: unknown };
        return [address.label ?? address.state, address.address]
          .filter((v) => v !== undefined && v !== null && v !== '')
          .join(' ');
      };
    default:
      return (value) => plainCell(value, words);
  }
}

function cascaderLabels(options: ChoiceOption[], path: unknown[]): string[] {
  const labels: string[] = [];
  let level: ChoiceOption[] | undefined = options;
  for (const v of path) {
    const found: ChoiceOption | undefined = level?.find((o) => String(o.value) === String(v));
    labels.push(found ? String(found.label) : String(v));
    level = found?.children;
  }
  return labels;
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], unique regardless of case. */
function sheetNames(wanted: string[]): string[] {
  const used = new Set<string>();
  return wanted.map((w) => {
    const base = w.replace(/[:\\/?*[\]]/g, ' ').trim() || 'Sheet';
    let name = base.slice(0, 31);
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = base.slice(0, 31 - suffix.length) + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * Waits until the zip archiver has taken what a sheet wrote. exceljs' streaming writer hands a sheet's
 * XML to the archiver's entry stream without waiting for it (its own StreamBuf ignores backpressure),
 * so without this a sheet piles up in memory whenever rows come faster than they are zipped and sent.
 */
async function zipped(sheet: ExcelJS.Worksheet) {
  const pipes = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    const state = (pipe as unknown as { _writableState?: { needDrain?: boolean } })._writableState;
    while (state?.needDrain) await once(pipe, 'drain');
  }
}

export interface ExportPaper {
  id: string;
  tenantId: string;
  formJson: string;
}

/**
 * The workbook as a stream (to be sent as the reply). Errors after the first bytes destroy the
 * stream; the client sees a broken download rather than a wrong file.
 */
export function exportAnswers(db: Db, paper: ExportPaper, language: Language): Readable {
  const out = new PassThrough();
  write(db, paper, language, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function write(db: Db, paper: ExportPaper, language: Language, out: PassThrough) {
  const { fields, rowContainers } = valueFields(pinnedTemplate(paper.id, paper.formJson).list);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const words: Words = {
    list: t(language, 'common.separators.list'),
    yes: t(language, 'scoring.export.yes'),
    no: t(language, 'scoring.export.no'),
  };
  const header = (key: 'no' | 'tenant' | 'submitter' | 'submittedAt' | 'row') =>
    t(language, `scoring.export.columns.${key}`);
  const names = sheetNames([
    t(language, 'scoring.export.answers'),
    ...rowContainers.map((c) => labelOf(c, language)),
  ]);

  /** Pages of the answered submissions in (submitted_at, id) order; `pick` the data they need. */
  async function* pages(pick: SQL<Data>) {
    let after: { at: string; id: string } | undefined;
    for (;;) {
      if (out.destroyed) return;
      if (out.writableNeedDrain) await once(out, 'drain');
      const rows = await db
        .select({
          id: bizSubmissions.id,
          no: bizSubmissions.no,
          tenant: bizSubmissions.submitterTenantName,
          submitter: bizSubmissions.submitterName,
          submittedAt: bizSubmissions.submittedAt,
          // Full precision for the next page's key (a Date keeps milliseconds only).
          at: sql<string>`${bizSubmissions.submittedAt}::text`,
          data: pick,
        })
        .from(bizSubmissions)
        .where(
          and(
            eq(bizSubmissions.tenantId, paper.tenantId),
            eq(bizSubmissions.paperId, paper.id),
            inArray(bizSubmissions.status, ANSWERED),
            isNotNull(bizSubmissions.submittedAt),
            after
              ? sql`(${bizSubmissions.submittedAt}, ${bizSubmissions.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(bizSubmissions.submittedAt), asc(bizSubmissions.id))
        .limit(EXPORT_PAGE);
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
      if (rows.length < EXPORT_PAGE) return;
    }
  }

  const main = workbook.addWorksheet(names[0]!);
  main
    .addRow([
      header('no'),
      header('tenant'),
      header('submitter'),
      header('submittedAt'),
      ...fields.map((f) => labelOf(f, language)),
    ])
    .commit();
  const formats = fields.map((f) => formatOf(f, words));
  for await (const rows of pages(sql<Data>`${bizSubmissions.data}`)) {
    for (const r of rows) {
      const data = r.data ?? {};
      main
        .addRow([
          r.no,
          r.tenant,
          r.submitter,
          r.submittedAt?.toISOString() ?? null,
          ...fields.map((f, k) => formats[k]!(data[f.model], data)),
        ])
        .commit();
    }
    await zipped(main);
  }
  main.commit();

  for (const [i, container] of rowContainers.entries()) {
    const columns = valueFields((container as { list?: FieldItem[] }).list ?? []);
    const cells = [...columns.fields, ...columns.rowContainers];
    const cellFormats = cells.map((f) => formatOf(f, words));
    const sheet = workbook.addWorksheet(names[i + 1]!);
    sheet.addRow([header('no'), header('row'), ...cells.map((f) => labelOf(f, language))]).commit();
    const model = container.model;
    for await (const rows of pages(
      sql<Data>`jsonb_build_object(${model}::text, ${bizSubmissions.data} -> ${model})`,
    )) {
      for (const r of rows) {
        const value = (r.data ?? {})[model];
        if (!Array.isArray(value)) continue;
        value.forEach((row: unknown, n) => {
          const scope = (row && typeof row === 'object' ? row : {}) as Data;
          sheet
            .addRow([r.no, n + 1, ...cells.map((f, k) => cellFormats[k]!(scope[f.model], scope))])
            .commit();
        });
      }
      await zipped(sheet);
    }
    sheet.commit();
  }
  await workbook.commit();
}
