import { describe, expect, it } from 'vitest';
import { counter, field, fixture, load } from '../fixtures/store.js';
import { createFormStore } from './index.js';

describe('rows of sub-forms and dynamic tables', () => {
  it('starts a sub-form with one row and a dynamic table with defrows rows of {_id, seq}', () => {
    const store = createFormStore(fixture('every-type.json'));
    expect(store.getRows('members')).toEqual(['members[0]']);
    expect(store.getRows('devices')).toEqual(['devices[0]', 'devices[1]']);
    const rows = store.getValue('devices') as { _id: string; seq: number }[];
    expect(rows[0]).toMatchObject({ seq: 0, deviceName: '' });
    expect(rows[0]!._id).not.toBe(rows[1]!._id);
    expect(createFormStore(fixture('tablebatch.json')).getRows('batch_1596783432238')).toHaveLength(4);
  });

  it('fixed year tables start with years 2024 minus the row index', () => {
    const store = createFormStore(
      load([
        {
          type: 'batch',
          label: '排放',
          model: 'batch_chwzhb',
          key: 'b',
          options: { defrows: 3 },
          list: [field('number', 'year'), field('number', 'amount')],
        },
      ]),
    );
    expect((store.getValue('batch_chwzhb') as { year: number }[]).map((r) => r.year)).toEqual([
      2024, 2023, 2022,
    ]);
  });

  it('adds, copies and removes rows; the last sub-form row cannot be removed', () => {
    const store = createFormStore(fixture('every-type.json'));
    store.setValue('members[0].memberName', '甲');
    store.copyRow('members', 0);
    const rows = store.getValue('members') as { _id: string; memberName: string }[];
    expect(rows.map((r) => r.memberName)).toEqual(['甲', '甲']);
    expect(rows[0]!._id).not.toBe(rows[1]!._id);
    store.addRow('members');
    expect(store.getRows('members')).toHaveLength(3);
    expect(store.removeRow('members', 0)).toBeUndefined();
    expect(store.removeRow('members', 0)).toBeUndefined();
    expect(store.removeRow('members', 0)).toEqual({ message: '成员内仅存的一条数据不能删除' });
    expect(store.getFieldState('members[0].memberName').value).toBe('');
    store.removeRow('devices', 0);
    store.removeRow('devices', 0);
    expect(store.getRows('devices')).toEqual([]);
  });

  it('typing in a table cell notifies that cell only', () => {
    const store = createFormStore(fixture('every-type.json'));
    const cell = counter(store, 'devices[0].deviceName');
    const other = counter(store, 'devices[1].deviceName');
    const name = counter(store, 'name');
    store.setValue('devices[0].deviceName', '泵');
    expect([cell.count, other.count, name.count]).toEqual([1, 0, 0]);
  });
});
