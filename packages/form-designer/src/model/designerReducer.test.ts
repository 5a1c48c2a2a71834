import { describe, expect, it } from 'vitest';
import type { FieldItem, FormTemplate, TableRow } from '@platform/form-core';
import {
  designerReducer,
  duplicateConfirmation,
  emptyTemplate,
  importText,
  initialState,
  scoreSummary,
  templateJson,
  type DesignerAction,
  type DesignerState,
} from './designerReducer';
import { createItem, findEntry, paletteGroups } from './palette';
import {
  addColumn,
  addRow,
  layout,
  mergeDown,
  mergeRight,
  removeColumn,
  removeRow,
  unmerge,
} from './tableOps';
import { findItem, getSlotList, ROOT, type Slot } from './tree';

const run = (state: DesignerState, ...actions: DesignerAction[]) => actions.reduce(designerReducer, state);
const keys = (list: readonly FieldItem[]) => list.map((i) => i.key);
const add = (type: string, slot?: Slot, index?: number): DesignerAction => ({
  type: 'add',
  item: createItem(type),
  slot,
  index,
});

describe('adding items', () => {
  it('adds dragged items where they are dropped and selects the new one', () => {
    const s = run(initialState(), add('input'), add('select'), add('number', ROOT, 1));
    expect(s.template.list.map((i) => i.type)).toEqual(['input', 'number', 'select']);
    expect(s.selectedKey).toBe(s.template.list[1]!.key);
    expect(s.template.list[0]).toMatchObject({ label: '单行文本', model: s.template.list[0]!.key });
    expect((s.template.list[2]!.options as { options: unknown[] }).options).toHaveLength(3);
  });

  it('adds a palette click at the end only when nothing is selected', () => {
    const first = run(initialState(), { type: 'clickAdd', item: createItem('input') });
    expect(first.template.list).toHaveLength(1);
    const refused = run(first, { type: 'clickAdd', item: createItem('textarea') });
    expect(refused.template.list).toHaveLength(1);
    expect(refused.notice?.text).toBe('请先取消选中组件，再点击添加');
    const afterDeselect = run(
      first,
      { type: 'select', key: null },
      { type: 'clickAdd', item: createItem('textarea') },
    );
    expect(afterDeselect.template.list.map((i) => i.type)).toEqual(['input', 'textarea']);
  });

  it('nests items in grid columns, table cells, cards and sub-forms', () => {
    let s = run(initialState(), add('grid'), add('table'), add('card'), add('control'));
    const [grid, table, card, control] = s.template.list;
    s = run(
      s,
      add('date', { kind: 'column', key: grid!.key, col: 1 }),
      add('state', { kind: 'column', key: grid!.key, col: 0 }),
      add('input', { kind: 'cell', key: table!.key, row: 1, cell: 0 }),
      add('switch', { kind: 'list', key: card!.key }),
      add('number', { kind: 'list', key: control!.key }),
    );
    const g = s.template.list[0] as FieldItem & { columns: { list: FieldItem[] }[] };
    expect(g.columns.map((c) => c.list.map((i) => i.type))).toEqual([['state'], ['date']]);
    const t = s.template.list[1] as FieldItem & { trs: TableRow[] };
    expect(t.trs[1]!.tds[0]!.list.map((i) => i.type)).toEqual(['input']);
    expect(getSlotList(s.template.list, { kind: 'list', key: card!.key })!.map((i) => i.type)).toEqual([
      'switch',
    ]);
    expect(getSlotList(s.template.list, { kind: 'list', key: control!.key })!.map((i) => i.type)).toEqual([
      'number',
    ]);
  });

  it('refuses a dynamic table inside a sub-form, a dynamic table or a table layout, but not inside a card', () => {
    const s = run(initialState(), add('control'), add('batch'), add('table'), add('card'));
    const [control, batch, table, card] = s.template.list;
    for (const slot of [
      { kind: 'list', key: control!.key },
      { kind: 'list', key: batch!.key },
      { kind: 'cell', key: table!.key, row: 0, cell: 0 },
    ] as Slot[]) {
      const refused = run(s, add('batch', slot));
      expect(refused.template).toBe(s.template);
      expect(refused.notice?.text).toBe('动态表格不能放入子表单、动态表格、分割线或表格布局中');
    }
    const inCard = run(s, add('batch', { kind: 'list', key: card!.key }));
    expect(getSlotList(inCard.template.list, { kind: 'list', key: card!.key })).toHaveLength(1);
    // Moving an existing dynamic table in is refused too.
    const moved = run(s, {
      type: 'move',
      key: batch!.key,
      slot: { kind: 'list', key: control!.key },
      index: 0,
    });
    expect(moved.notice?.text).toBe('动态表格不能放入子表单、动态表格、分割线或表格布局中');
  });

  it('reorders and moves items between containers, never into themselves', () => {
    let s = run(initialState(), add('input'), add('grid'), add('textarea'));
    const [input, grid, textarea] = s.template.list;
    s = run(s, { type: 'move', key: textarea!.key, slot: ROOT, index: 0 });
    expect(keys(s.template.list)).toEqual([textarea!.key, input!.key, grid!.key]);
    s = run(s, { type: 'move', key: input!.key, slot: { kind: 'column', key: grid!.key, col: 1 }, index: 0 });
    expect(keys(s.template.list)).toEqual([textarea!.key, grid!.key]);
    expect(findItem(s.template.list, input!.key)!.parent!.key).toBe(grid!.key);
    const self = run(s, {
      type: 'move',
      key: grid!.key,
      slot: { kind: 'column', key: grid!.key, col: 0 },
      index: 0,
    });
    expect(self.notice?.text).toBe('不能把组件放入它自身');
  });
});

describe('copy, delete and selection', () => {
  it('copies an item right after it with new keys and models, nested items included', () => {
    let s = run(initialState(), add('input'), add('grid'), add('select'));
    const grid = s.template.list[1]!;
    s = run(s, add('date', { kind: 'column', key: grid.key, col: 0 }), { type: 'copy', key: grid.key });
    expect(s.template.list.map((i) => i.type)).toEqual(['input', 'grid', 'grid', 'select']);
    const copy = s.template.list[2] as FieldItem & { columns: { list: FieldItem[] }[] };
    const original = s.template.list[1] as FieldItem & { columns: { list: FieldItem[] }[] };
    expect(copy.key).not.toBe(grid.key);
    expect(s.selectedKey).toBe(copy.key);
    const [nestedCopy, nested] = [copy.columns[0]!.list[0]!, original.columns[0]!.list[0]!];
    expect(nestedCopy.key).not.toBe(nested.key);
    expect(nestedCopy.model).toBe(nestedCopy.key);
    expect(duplicateConfirmation(s.template.list)).toBeUndefined();
  });

  it('deletes an item and selects its neighbour: the next, else the previous, else its container', () => {
    let s = run(initialState(), add('input'), add('textarea'), add('number'));
    const [a, b, c] = keys(s.template.list);
    s = run(s, { type: 'remove', key: b! });
    expect(keys(s.template.list)).toEqual([a, c]);
    expect(s.selectedKey).toBe(c);
    s = run(s, { type: 'remove', key: c! });
    expect(s.selectedKey).toBe(a);
    s = run(s, add('card'));
    const card = s.template.list[1]!;
    s = run(s, add('input', { kind: 'list', key: card.key }));
    const inner = s.selectedKey!;
    s = run(s, { type: 'remove', key: inner });
    expect(s.selectedKey).toBe(card.key);
    s = run(s, { type: 'remove', key: card.key }, { type: 'remove', key: a! });
    expect(s.template.list).toEqual([]);
    expect(s.selectedKey).toBeNull();
  });

  it('treats a selection as no change of the form: no undo step, no new revision to save', () => {
    const s = run(initialState(), add('input'), add('textarea'));
    const [a] = keys(s.template.list);
    const selected = run(s, { type: 'select', key: a! });
    expect(selected.selectedKey).toBe(a);
    expect(selected.template).toBe(s.template);
    expect(selected.past).toBe(s.past);
    expect(selected.revision).toBe(s.revision);
  });

  it('keeps typing in one property one undo step, and the same property of the next field another', () => {
    let s = run(initialState(), add('input'), add('input'));
    const [a, b] = keys(s.template.list);
    const width = (key: string, value: string): DesignerAction => ({
      type: 'update',
      key,
      update: (i) => ({ ...i, options: { ...i.options, width: value } }) as FieldItem,
      coalesce: 'options.width',
    });
    const widthOf = (state: DesignerState, i: number) =>
      (state.template.list[i]!.options as Record<string, unknown>).width;
    const initial = widthOf(s, 0);
    s = run(s, { type: 'select', key: a! }, width(a!, '5'), width(a!, '50'), width(a!, '50%'));
    s = run(s, { type: 'select', key: b! }, width(b!, '8'), width(b!, '80'));
    expect([widthOf(s, 0), widthOf(s, 1)]).toEqual(['50%', '80']);
    s = run(s, { type: 'undo' });
    expect([widthOf(s, 0), widthOf(s, 1)]).toEqual(['50%', initial]);
    s = run(s, { type: 'undo' });
    expect([widthOf(s, 0), widthOf(s, 1)]).toEqual([initial, initial]);
  });

  it('edits properties and the form settings', () => {
    let s = run(initialState(), add('input'));
    const key = s.template.list[0]!.key;
    s = run(
      s,
      { type: 'update', key, update: (i) => ({ ...i, label: '姓名' }) },
      { type: 'config', patch: { labelWidth: 150, labelPosition: 'top' } },
    );
    expect(s.template.list[0]!.label).toBe('姓名');
    expect(s.template.config).toMatchObject({ labelWidth: 150, labelPosition: 'top' });
  });
});

describe('table layout', () => {
  const grid = (rows: number, cols: number): TableRow[] =>
    Array.from({ length: rows }, () => ({
      tds: Array.from({ length: cols }, () => ({ colspan: 1, rowspan: 1, list: [] })),
    }));
  const shape = (trs: TableRow[]) => trs.map((tr) => tr.tds.map((td) => `${td.rowspan}x${td.colspan}`));
  const ok = (r: { ok: boolean; trs?: TableRow[] }) => {
    expect(r.ok).toBe(true);
    return r.trs!;
  };

  it('merges right and down, refusing the last column and row with the messages of §5', () => {
    const t = grid(2, 2);
    expect(mergeRight(t, { row: 0, cell: 1 })).toEqual({
      ok: false,
      message: '当前是最后一列，无法向右合并',
    });
    expect(mergeDown(t, { row: 1, cell: 0 })).toEqual({ ok: false, message: '当前是最后一行，无法向下合并' });
    const right = ok(mergeRight(t, { row: 0, cell: 0 }));
    expect(shape(right)).toEqual([['1x2'], ['1x1', '1x1']]);
    const down = ok(mergeDown(t, { row: 0, cell: 1 }));
    expect(shape(down)).toEqual([['1x1', '2x1'], ['1x1']]);
  });

  it('refuses merges whose spans do not match', () => {
    const wide = ok(mergeRight(grid(2, 3), { row: 0, cell: 0 })); // row 0: [1x2, 1x1]
    expect(
      mergeDown(
        grid(2, 3).map((r, i) => (i === 0 ? wide[0]! : r)),
        { row: 0, cell: 0 },
      ),
    ).toEqual({
      ok: false,
      message: '当前表格无法向下合并',
    });
    const tall = ok(mergeDown(grid(2, 2), { row: 0, cell: 1 })); // [1x1, 2x1], [1x1]
    expect(mergeRight(tall, { row: 0, cell: 0 })).toEqual({ ok: false, message: '当前表格无法向右合并' });
  });

  it('keeps the items of merged cells and unmerges back to single cells', () => {
    const t = grid(2, 2);
    const item = createItem('input');
    t[0]!.tds[1]!.list = [item];
    const merged = ok(mergeRight(t, { row: 0, cell: 0 }));
    expect(merged[0]!.tds[0]!.list).toEqual([item]);
    // The row below must be merged alike before the cell can grow down.
    expect(mergeDown(merged, { row: 0, cell: 0 })).toEqual({ ok: false, message: '当前表格无法向下合并' });
    const bottom = ok(mergeRight(merged, { row: 1, cell: 0 }));
    const square = ok(mergeDown(bottom, { row: 0, cell: 0 }));
    expect(shape(square)).toEqual([['2x2'], []]);
    const back = ok(unmerge(square, { row: 0, cell: 0 }));
    expect(shape(back)).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);
    expect(back[0]!.tds[0]!.list).toEqual([item]);
    expect(unmerge(back, { row: 0, cell: 0 })).toEqual({ ok: false, message: '当前单元格未合并' });
  });

  it('adds rows and columns beside a cell, growing merged cells that span the insertion', () => {
    const tall = ok(mergeDown(grid(2, 2), { row: 0, cell: 1 }));
    const rows = ok(addRow(tall, { row: 0, cell: 0 }));
    expect(shape(rows)).toEqual([['1x1', '3x1'], ['1x1'], ['1x1']]);
    const cols = ok(addColumn(grid(2, 2), { row: 0, cell: 0 }));
    expect(layout(cols).cols).toBe(3);
    expect(shape(cols)).toEqual([
      ['1x1', '1x1', '1x1'],
      ['1x1', '1x1', '1x1'],
    ]);
    const wide = ok(mergeRight(grid(2, 3), { row: 0, cell: 0 }));
    expect(shape(ok(addColumn(wide, { row: 1, cell: 0 })))).toEqual([
      ['1x3', '1x1'],
      ['1x1', '1x1', '1x1', '1x1'],
    ]);
  });

  it('removes rows and columns, refusing the last one with the messages of §5', () => {
    expect(removeRow(grid(1, 2), { row: 0, cell: 0 })).toEqual({
      ok: false,
      message: '当前是最后一行,无法删除',
    });
    expect(removeColumn(grid(2, 1), { row: 0, cell: 0 })).toEqual({
      ok: false,
      message: '当前只剩下最后一列,无法删除',
    });
    expect(shape(ok(removeRow(grid(3, 2), { row: 1, cell: 0 })))).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);
    const tall = ok(mergeDown(grid(3, 2), { row: 0, cell: 1 })); // [1x1,2x1],[1x1],[1x1,1x1]
    expect(shape(ok(removeRow(tall, { row: 0, cell: 0 })))).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);
    const wide = ok(mergeRight(grid(2, 3), { row: 0, cell: 0 }));
    expect(shape(ok(removeColumn(wide, { row: 1, cell: 0 })))).toEqual([
      ['1x1', '1x1'],
      ['1x1', '1x1'],
    ]);
    expect(shape(ok(removeColumn(wide, { row: 1, cell: 2 })))).toEqual([['1x2'], ['1x1', '1x1']]);
  });

  it('runs table operations through the reducer, showing refusals as notices', () => {
    let s = run(initialState(), add('table'));
    const key = s.template.list[0]!.key;
    s = run(s, { type: 'table', key, op: 'mergeRight', cell: { row: 0, cell: 0 } });
    expect(shape((s.template.list[0] as unknown as { trs: TableRow[] }).trs)).toEqual([
      ['1x2'],
      ['1x1', '1x1'],
    ]);
    const refused = run(s, { type: 'table', key, op: 'mergeRight', cell: { row: 0, cell: 0 } });
    expect(refused.notice?.text).toBe('当前是最后一列，无法向右合并');
    expect(refused.template).toBe(s.template);
  });
});

describe('clear, import, duplicates and scores', () => {
  it('clears the list and imports a template, with the spec messages for bad text', () => {
    const s = run(initialState(), add('input'), { type: 'clear' });
    expect(s.template.list).toEqual([]);
    expect(importText('   ')).toEqual({ ok: false, message: '模板内容不能为空' });
    expect(importText('{oops')).toEqual({ ok: false, message: '模板解析失败' });
    expect(importText('"text"')).toEqual({ ok: false, message: '模板解析失败' });
    const imported = importText(
      JSON.stringify({ list: [{ type: 'input', label: '名称', model: 'name', key: 'input_1' }] }),
    );
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const loaded = run(s, { type: 'load', template: imported.template });
    expect(loaded.template.list[0]).toMatchObject({ model: 'name', rules: [] });
    expect(loaded.template.config.labelWidth).toBe(100);
  });

  it('makes from every palette entry an item that imports with nothing to correct (the server refuses any correction)', () => {
    const entries = [...paletteGroups(false), ...paletteGroups(true)].flatMap((g) => g.entries);
    const list = entries.map((e) => createItem(e));
    const imported = importText(templateJson({ ...emptyTemplate(), list }));
    expect(imported).toMatchObject({ ok: true, warnings: [] });
  });

  it('imports a template with a value of the wrong type, warning where, and a version it cannot read as an error', () => {
    const imported = importText('{"list":[{"type":"batch","model":"rows","options":{"defrows":1e308}}]}');
    expect(imported).toMatchObject({ ok: true, warnings: ['list[0].options.defrows：应为1到100的整数'] });
    expect(importText('{"schemaVersion":2,"list":[]}')).toEqual({
      ok: false,
      message: '模板版本 2 高于当前支持的版本 1',
    });
  });

  it('asks for confirmation when two items write the same data field', () => {
    let s = run(initialState(), add('input'), add('textarea'));
    expect(duplicateConfirmation(s.template.list)).toBeUndefined();
    const [a, b] = s.template.list;
    s = run(s, { type: 'update', key: b!.key, update: (i) => ({ ...i, model: a!.model }) as FieldItem });
    expect(duplicateConfirmation(s.template.list)).toBe(
      `发现重复的数据字段，请确认：${a!.model}（单行文本、多行文本）`,
    );
  });

  it('sums the AnswerScore of top-level items and takes isAuto from the last one', () => {
    let s = run(initialState(), add('radio'), add('checkbox'));
    const [a, b] = s.template.list;
    const score = (n: number) => (i: FieldItem) =>
      ({ ...i, options: { ...i.options, AnswerScore: n } }) as FieldItem;
    s = run(
      s,
      { type: 'update', key: a!.key, update: score(10) },
      { type: 'update', key: b!.key, update: score(15) },
    );
    expect(scoreSummary(s.template.list)).toEqual({ total: 25, isAuto: 1 });
    s = run(s, add('textarea'));
    expect(scoreSummary(s.template.list).isAuto).toBe(0);
  });

  it('offers only the scoring set when df is 2', () => {
    expect(paletteGroups(true).map((g) => g.id)).toEqual(['basic']);
    expect(paletteGroups(false).map((g) => g.id)).toEqual(['basic', 'personal', 'custom', 'layout']);
    expect(findEntry('custom-mobile', false)!.preset!.rules![0]!.pattern).toBe('^1\\d{10}$');
  });
});

describe('undo and redo', () => {
  it('undoes and redoes changes in order, and a new change clears the redo list', () => {
    let s = run(initialState(), add('input'), add('select'));
    const two = s.template;
    s = run(s, { type: 'undo' });
    expect(s.template.list).toHaveLength(1);
    s = run(s, { type: 'undo' });
    expect(s.template.list).toHaveLength(0);
    s = run(s, { type: 'undo' });
    expect(s.template.list).toHaveLength(0);
    s = run(s, { type: 'redo' }, { type: 'redo' });
    expect(s.template).toBe(two);
    s = run(s, { type: 'undo' }, add('number'));
    expect(s.future).toEqual([]);
    expect(s.template.list.map((i) => i.type)).toEqual(['input', 'number']);
  });

  it('makes a run of keystrokes in one property one undo step', () => {
    let s = run(initialState(), add('input'));
    const key = s.template.list[0]!.key;
    for (const label of ['姓', '姓名', '姓名：']) {
      s = run(s, { type: 'update', key, update: (i) => ({ ...i, label }), coalesce: `${key}.label` });
    }
    expect(s.template.list[0]!.label).toBe('姓名：');
    s = run(s, { type: 'undo' });
    expect(s.template.list[0]!.label).toBe('单行文本');
  });

  it('undoes clear and import', () => {
    const base: FormTemplate = emptyTemplate();
    let s = run(initialState(base), add('input'), { type: 'clear' });
    s = run(s, { type: 'undo' });
    expect(s.template.list).toHaveLength(1);
  });
});
