import { describe, expect, it } from 'vitest';
import { counter, field, fixture, load } from '../fixtures/store.js';
import { createFormStore } from './index.js';

describe('defaults and data', () => {
  it('fills defaults, with now as the current date in the field format', () => {
    const store = createFormStore(fixture('every-type.json'), { now: () => new Date(2024, 4, 6, 7, 8, 9) });
    expect(store.getValue('fillDate')).toBe('2024-05-06');
    expect(store.getValue('city')).toBe('hz');
    expect(store.getValue('hobby')).toEqual([]);
    expect(store.getValue('area_label')).toBe('');
    expect(store.getValue('addr')).toEqual({ state: '', address: '' });
  });

  it('setData merges over the defaults and normalises rows; reset goes back to the defaults', () => {
    const store = createFormStore(fixture('every-type.json'));
    store.setData({ name: '张三', devices: [{ deviceName: '泵', seq: -1 }], members: [] });
    expect(store.getValue('name')).toBe('张三');
    expect(store.getValue('devices')).toEqual([{ _id: expect.any(String), seq: 0, deviceName: '泵' }]);
    expect(store.getRows('members')).toHaveLength(1);
    store.reset();
    expect(store.getValue('name')).toBe('');
  });

  it('stores a region code with its label in <model>_label', () => {
    const store = createFormStore(fixture('every-type.json'));
    store.setRegion('area', '330106', '浙江省/杭州市/西湖区');
    expect(store.getValues()).toMatchObject({ area: '330106', area_label: '浙江省/杭州市/西湖区' });
  });
});

describe('linkage', () => {
  it('filters a choice by a local expression over its options and drops a value no longer offered', () => {
    const store = createFormStore(
      load([
        field('input', 'title'),
        field('select', 'city', {
          options: [
            { value: 'hz', label: '杭州', name: '浙江杭州' },
            { value: 'nj', label: '南京', name: '江苏南京' },
          ],
          linkage: true,
          linkData: [{ vtype: 1, model: 'title', script: '$item.name.indexOf($.title) >= 0' }],
        }),
      ]),
    );
    expect(store.getFieldState('city').options).toHaveLength(2);
    store.setValue('city', 'nj');
    store.setValue('title', '浙江');
    expect(store.getFieldState('city').options!.map((o) => o.value)).toEqual(['hz']);
    expect(store.getValue('city')).toBe('');
  });

  it('describes a remote query with queryKey/queryValue as data, and clears the dependant', () => {
    const store = createFormStore(
      load([
        field('select', 'province', { options: [{ value: '33', label: '浙江' }] }),
        field('select', 'city', {
          dynamic: 1,
          remoteFunc: '/api/cities',
          linkage: true,
          linkData: [{ vtype: 2, model: 'province', queryKey: 'parent', queryValue: 'province' }],
        }),
      ]),
    );
    expect(store.getFieldState('city').remoteQuery).toEqual({ url: '/api/cities', params: { parent: '' } });
    store.setOptions('city', [{ value: 'hz', label: '杭州' }]);
    store.setValue('city', 'hz');
    const calls = counter(store, 'city');
    store.setValue('province', '33');
    expect(store.getFieldState('city').remoteQuery).toEqual({ url: '/api/cities', params: { parent: '33' } });
    expect(store.getValue('city')).toBe('');
    expect(calls.count).toBeGreaterThan(0);
  });
});
