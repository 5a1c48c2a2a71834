// Initial data of a template and the shape of submitted data: defaults (`now` dates), sub-form and
// dynamic-table rows, the region label companion field, and hidden-field stripping.

import { cloneData } from './clone.js';
import { childLists, hasModel, isFixedYearTable, isRowContainer, DEFAULT_YEAR } from './catalog.js';
import { formatDate } from './dates.js';
import { isItemVisible, type VisibilityProbe } from './validate.js';
import type { FieldItem, FormData, FormTemplate, TableRowRecord } from './types.js';

/** The companion field holding a region picker's label. */
export function regionLabelModel(model: string): string {
  return `${model}_label`;
}

let rowCounter = 0;

/** A unique row id (`_id` of a table row record). */
export function generateRowId(): string {
  rowCounter = (rowCounter + 1) % 1_000_000;
  const random = Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${Date.now().toString(36)}${rowCounter.toString(36).padStart(4, '0')}${random}`;
}

export interface DefaultsContext {
  now: () => Date;
}

const systemClock: DefaultsContext = { now: () => new Date() };

/** The default value of one item: `options.defaultValue` (`now` = the current date), else empty. */
export function defaultValueOf(item: FieldItem, ctx: DefaultsContext = systemClock): unknown {
  const o = item.options ?? {};
  const def = o.defaultValue;
  if (item.type === 'date' || item.type === 'datePicker' || item.type === 'time') {
    if (o.range === true) {
      const range = Array.isArray(o.rangeDefaultValue) ? o.rangeDefaultValue : [];
      return range.length === 2
        ? range.map((v) => (v === 'now' ? formatDate(ctx.now(), String(o.format)) : v))
        : [];
    }
    if (def === 'now') return formatDate(ctx.now(), String(o.format));
  }
  if (def !== undefined && def !== null) return cloneData(def);
  switch (item.type) {
    case 'checkbox':
    case 'uploadImg':
    case 'uploadFile':
    case 'cascader':
      return [];
    case 'select':
      return o.multiple === true ? [] : '';
    case 'number':
    case 'rate':
    case 'slider':
      return undefined;
    case 'switch':
      return false;
    case 'address':
      return { state: '', address: '' };
    default:
      return '';
  }
}

/** Fills `target` with the defaults of the items of `list` (layout containers are transparent). */
function fillDefaults(
  list: readonly FieldItem[],
  target: Record<string, unknown>,
  ctx: DefaultsContext,
): void {
  for (const item of list) {
    if (hasModel(item)) {
      const model = item.model as string;
      if (isRowContainer(item)) target[model] = initialRows(item, ctx);
      else {
        target[model] = defaultValueOf(item, ctx);
        if (item.type === 'state') target[regionLabelModel(model)] = '';
      }
      continue;
    }
    for (const child of childLists(item)) fillDefaults(child, target, ctx);
  }
}

/** A new row of a sub-form or dynamic table: `_id`, `seq` 0 and each column's default. */
export function createRow(container: FieldItem, ctx: DefaultsContext = systemClock, seq = 0): TableRowRecord {
  const row: TableRowRecord = { _id: generateRowId(), seq };
  for (const list of childLists(container)) fillDefaults(list, row, ctx);
  return row;
}

/**
 * Rows a container starts with: a sub-form one empty row; a dynamic table `defrows` empty rows, or
 * for the fixed year tables (batch_chwzhb …) rows whose `year` is 2024 minus the row index.
 */
export function initialRows(container: FieldItem, ctx: DefaultsContext = systemClock): TableRowRecord[] {
  if (container.type === 'control') return [createRow(container, ctx)];
  const count = Math.max(1, Number(container.options?.defrows) || 4);
  const fixedYear = isFixedYearTable(typeof container.model === 'string' ? container.model : '');
  return Array.from({ length: count }, (_, i) => {
    const row = createRow(container, ctx, i);
    if (fixedYear) row.year = DEFAULT_YEAR - i;
    return row;
  });
}

/** The data a template starts with. */
export function initialData(template: FormTemplate, ctx: DefaultsContext = systemClock): FormData {
  const data: FormData = {};
  fillDefaults(template.list, data, ctx);
  return data;
}

/** Normalises rows given by setData: each gets an `_id` and a numeric `seq` (default 0). */
export function normaliseRows(rows: unknown): TableRowRecord[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((raw) => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    // Number() of an object runs its toString/valueOf: a submitted `{"toString": 1}` would throw.
    const seq = typeof row.seq === 'number' || typeof row.seq === 'string' ? Number(row.seq) : NaN;
    return {
      ...row,
      _id: typeof row._id === 'string' && row._id !== '' ? row._id : generateRowId(),
      seq: Number.isFinite(seq) && seq >= 0 ? seq : 0,
    };
  });
}

/**
 * Data merged over the template's defaults: fields the template knows come from `data` when present;
 * rows of sub-forms and tables are normalised; other keys of `data` are kept as given.
 */
export function mergeData(
  template: FormTemplate,
  data: FormData,
  ctx: DefaultsContext = systemClock,
): FormData {
  const merged: FormData = { ...initialData(template, ctx), ...cloneData(data) };
  const visit = (list: readonly FieldItem[]) => {
    for (const item of list) {
      if (hasModel(item) && isRowContainer(item)) {
        const model = item.model as string;
        if (Object.prototype.hasOwnProperty.call(data, model)) {
          const rows = normaliseRows(merged[model]);
          merged[model] = rows.length > 0 ? rows : initialRows(item, ctx);
        }
        continue;
      }
      for (const child of childLists(item)) visit(child);
    }
  };
  visit(template.list);
  return merged;
}

/**
 * Submitted data: a copy of `data` without the fields that are hidden (statically or by expression)
 * unless the form's outputHidden is on. Hidden containers take their fields with them.
 */
export function shapeOutput(
  template: FormTemplate,
  data: FormData,
  isVisible: VisibilityProbe = (item, _path, row) => isItemVisible(item, data, row),
): FormData {
  const out = cloneData(data);
  if (template.config.outputHidden) return out;
  // `scope` is the copy being stripped; `source` the same scope in the original data (expressions read it).
  const strip = (
    list: readonly FieldItem[],
    scope: Record<string, unknown>,
    source: Record<string, unknown>,
    row: unknown,
    hidden: boolean,
    prefix: string,
  ) => {
    for (const item of list) {
      const path = `${prefix}${hasModel(item) ? item.model : item.key}`;
      const itemHidden = hidden || !isVisible(item, path, row);
      if (hasModel(item)) {
        const model = item.model as string;
        if (itemHidden) {
          delete scope[model];
          if (item.type === 'state') delete scope[regionLabelModel(model)];
          continue;
        }
        if (isRowContainer(item)) {
          const rows = scope[model];
          const sourceRows = source[model];
          if (Array.isArray(rows) && Array.isArray(sourceRows)) {
            rows.forEach((rowValue: Record<string, unknown>, i) => {
              const sourceRow = (sourceRows[i] ?? {}) as Record<string, unknown>;
              for (const child of childLists(item)) {
                strip(child, rowValue, sourceRow, sourceRow, false, `${path}[${i}].`);
              }
            });
          }
          continue;
        }
      }
      for (const child of childLists(item)) strip(child, scope, source, row, itemHidden, prefix);
    }
  };
  strip(template.list, out, data, undefined, false, '');
  return out;
}
