import { translateWith } from '@platform/contract/i18n';
import type { FieldItem } from '@platform/form-core';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US';
import { designerReducer, duplicateConfirmation, importText, initialState } from './designerReducer';
import { dragTargetName } from './dragNames';
import { createItem, findEntry } from './palette';
import { mergeDown, removeColumn } from './tableOps';

const english = translateWith(enUS);

describe('the model in the language it is given', () => {
  it('writes a new field’s label, samples and rule messages in that language', () => {
    const mobile = createItem(findEntry('custom-mobile', false)!, new Set(), english);
    expect(mobile.label).toBe('Mobile number');
    expect(mobile.rules![0]).toMatchObject({ message: 'Invalid mobile number', pattern: '^1\\d{10}$' });
    const cascader = createItem('cascader', new Set(), english);
    expect(cascader.options.options).toEqual([
      { value: '1', label: 'Option 1', children: [{ value: '11', label: 'Option 1-1' }] },
    ]);
    expect(createItem('button', new Set(), english).options.defaultValue).toBe('Button');
  });

  it('refuses table operations, placements and palette clicks in that language', () => {
    const table = createItem('table', new Set(), english) as FieldItem & { trs: never[] };
    expect(mergeDown(table.trs, { row: 1, cell: 0 }, english)).toEqual({
      ok: false,
      message: 'This is the last row; it cannot be merged down',
    });
    expect(
      removeColumn([{ tds: [{ colspan: 1, rowspan: 1, list: [] }] }], { row: 0, cell: 0 }, english),
    ).toEqual({ ok: false, message: 'Only one column is left; it cannot be deleted' });
    let s = designerReducer(initialState(), { type: 'clickAdd', item: table, translate: english });
    s = designerReducer(s, {
      type: 'table',
      key: table.key,
      op: 'mergeRight',
      cell: { row: 0, cell: 1 },
      translate: english,
    });
    expect(s.notice?.text).toBe('This is the last column; it cannot be merged right');
    const batch = createItem('batch', new Set(), english);
    s = designerReducer(s, {
      type: 'add',
      item: batch,
      slot: { kind: 'cell', key: table.key, row: 0, cell: 0 },
      translate: english,
    });
    expect(s.notice?.text).toBe(
      'A dynamic table cannot be put in a sub-form, a dynamic table, a divider or a table layout',
    );
    s = designerReducer(s, { type: 'clickAdd', item: batch, translate: english });
    expect(s.notice?.text).toBe('Deselect the component first, then click to add');
  });

  it('names drag targets and asks about repeated data fields in that language, keeping the template’s words', () => {
    const grid = { ...createItem('grid', new Set(), english), label: '基本信息' };
    const a = { ...createItem('input', new Set(), english), label: '名称', model: 'name' };
    const b = { ...createItem('input', new Set([a.key]), english), model: 'name' };
    const list = [grid, a, b];
    expect(dragTargetName('palette:select', list, false, english)).toBe('Select');
    expect(dragTargetName('slot:root', list, false, english)).toBe('the canvas');
    expect(dragTargetName(`slot:${grid.key}:c1`, list, false, english)).toBe('column 2 of "基本信息"');
    expect(duplicateConfirmation(list, english)).toBe(
      'Several fields write the same data field. Please confirm: name (名称, Text)',
    );
  });

  it('words the import dialog’s refusals and warnings in that language (form-core’s texts under core)', () => {
    expect(importText('   ', english)).toEqual({ ok: false, message: 'The template cannot be empty' });
    const imported = importText(
      '{"list":[{"type":"batch","model":"rows","options":{"defrows":1e308}}]}',
      english,
    );
    expect(imported).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/^list\[0\]\.options\.defrows: /)],
    });
    expect(JSON.stringify(imported.ok && imported.warnings)).not.toMatch(/[\u3400-\u9fff]/);
  });
});
