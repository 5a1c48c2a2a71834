// Answers as a reviewer reads them: which fields changed between two submitted versions (paths as
// form-core writes them, `name`, `table[2].cell`), and a field's label for a path.
import {
  childLists,
  formatPath,
  hasModel,
  isRowContainer,
  parsePath,
  walkItems,
  type FieldItem,
  type FormTemplate,
  type PathSegment,
} from '@platform/form-core';

export interface AnswerChange {
  path: string;
  before: unknown;
  after: unknown;
}

const ROW_ID = '_id';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Rows of a sub-form or dynamic table (objects); an array of plain values is one answer (checkboxes). */
const isRows = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isRecord);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Every answer that differs between `before` and `after`, in the order of `after`'s fields. */
export function diffAnswers(before: unknown, after: unknown, at: PathSegment[] = []): AnswerChange[] {
  if (isRecord(before) || isRecord(after)) {
    const a = isRecord(before) ? before : {};
    const b = isRecord(after) ? after : {};
    // A row's `_id` is the renderer's bookkeeping, not an answer.
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => key !== ROW_ID);
    return keys.flatMap((key) => diffAnswers(a[key], b[key], [...at, key]));
  }
  if (isRows(before) || isRows(after)) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) =>
      diffAnswers(a[i], b[i], [...at, i]),
    ).flat();
  }
  return same(before, after) ? [] : [{ path: formatPath(at), before, after }];
}

const modelOf = (item: FieldItem) => String(item.model);

/** Labels by model: top-level fields, and the cells of each row container under `container.cell`. */
export function fieldLabels(template: FormTemplate): Map<string, string> {
  const labels = new Map<string, string>();
  walkItems(template.list, (item) => {
    if (!hasModel(item)) return;
    const model = modelOf(item);
    labels.set(model, item.label);
    if (isRowContainer(item)) {
      const cells: FieldItem[] = [];
      for (const list of childLists(item)) walkItems(list, (cell) => void cells.push(cell), true);
      for (const cell of cells) if (hasModel(cell)) labels.set(`${model}.${modelOf(cell)}`, cell.label);
    }
  });
  return labels;
}

/** A field's label for a path: `表格 #3 · 单元` for a cell of a row; the path itself for an unknown one. */
export function labelOfPath(labels: Map<string, string>, path: string): string {
  const segments = parsePath(path);
  const [head, index, cell] = segments;
  if (typeof head !== 'string') return path;
  const own = labels.get(head) || head;
  if (typeof index !== 'number') return segments.length === 1 ? own : path;
  const row = `${own} #${index + 1}`;
  if (typeof cell !== 'string') return row;
  return `${row} · ${labels.get(`${head}.${cell}`) || cell}`;
}

/** An answer as one line of text: lists joined, structures as JSON, nothing as ''. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && !isRows(value)) return value.map((v) => answerText(v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
