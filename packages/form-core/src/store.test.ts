import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTemplate } from './import.js';
import { nodeScriptWorker } from './fixtures/node-script-worker.js';
import { createFormStore } from './store/index.js';
import type { FormEvent } from './api.js';
import type { FormTemplate } from './types.js';

const fixture = (name: string) =>
  importTemplate(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')).template;
const load = (list: unknown[], config: Record<string, unknown> = {}): FormTemplate =>
  importTemplate({ list, config }).template;
const field = (
  type: string,
  model: string,
  options: Record<string, unknown> = {},
  rules: unknown[] = [],
) => ({
  type,
  label: model,
  model,
  key: `${type}_${model}`,
  options,
  rules,
});

function counter(store: ReturnType<typeof createFormStore>, path: string) {
  const calls = { count: 0 };
  store.subscribe(path, () => (calls.count += 1));
  return calls;
}

describe('per-field state', () => {
  it('notifies only the field being typed in, and keeps other snapshots identical', () => {
    const store = createFormStore(fixture('basic.json'));
    const input = counter(store, 'input_1596781096796');
    const textarea = counter(store, 'textarea_1596781097946');
    const before = store.getFieldState('textarea_1596781097946');
    store.setValue('input_1596781096796', 'a');
    store.setValue('input_1596781096796', 'ab');
    expect(input.count).toBe(2);
    expect(textarea.count).toBe(0);
    expect(store.getFieldState('textarea_1596781097946')).toBe(before);
    expect(store.getFieldState('input_1596781096796').value).toBe('ab');
  });

  it('re-evaluates only the fields whose expressions read the changed field', () => {
    const store = createFormStore(fixture('validator1.json'));
    const cardInfo = counter(store, 'card_info');
    const address = counter(store, 'address');
    expect(store.getFieldState('card_info').visible).toBe(false);
    store.setValue('name', '张三');
    expect(cardInfo.count).toBe(0);
    store.setValue('card', '4');
    expect(store.getFieldState('card_info').visible).toBe(true);
    expect(cardInfo.count).toBe(1);
    expect(address.count).toBe(0);
  });

  it('validates a field on change and on blur with the rules of that event', () => {
    const store = createFormStore(
      load([field('input', 'mobile', {}, [{ required: true, message: '请输入手机号', trigger: ['blur'] }])]),
    );
    store.setValue('mobile', '');
    expect(store.getFieldState('mobile').error).toBeUndefined();
    expect(store.validateField('mobile', 'blur')).toBe('请输入手机号');
    expect(store.getFieldState('mobile').error).toBe('请输入手机号');
    store.setValue('mobile', '138');
    store.validateField('mobile', 'blur');
    expect(store.getFieldState('mobile').error).toBeUndefined();
  });

  it('gives items without a model a state under their key', () => {
    const store = createFormStore(
      load([
        {
          type: 'text',
          key: 'text_1',
          label: '说明',
          options: { dynamicVisibleValue: '$.a == 1', showRequiredMark: true },
        },
        { type: 'button', key: 'button_1', label: '按钮', options: { dynamicDisabledValue: '!$.a' } },
        field('input', 'a'),
      ]),
    );
    expect(store.getFieldState('text_1')).toMatchObject({ visible: false, requiredMark: true });
    expect(store.getFieldState('button_1').disabled).toBe(true);
    store.setValue('a', 1);
    expect(store.getFieldState('text_1').visible).toBe(true);
    expect(store.getFieldState('button_1').disabled).toBe(false);
  });

  it('shows the required marker from the rules, a script, or synced in a table row; never with hideRequiredMark', () => {
    const list = [
      field('input', 'a', {}, [{ required: true }]),
      { type: 'text', key: 't_script', label: '', options: { showRequiredMarkScript: '$.a == "y"' } },
      {
        type: 'table',
        key: 'table_1',
        label: '',
        options: {},
        trs: [
          {
            tds: [
              { list: [{ type: 'text', key: 't_synced', label: '单位', options: {} }] },
              { list: [field('input', 'org', {}, [{ required: true }])] },
            ],
          },
        ],
      },
    ];
    const store = createFormStore(load(list, { syncLabelRequired: true }));
    expect(store.getFieldState('a').requiredMark).toBe(true);
    expect(store.getFieldState('t_script').requiredMark).toBe(false);
    store.setValue('a', 'y');
    expect(store.getFieldState('t_script').requiredMark).toBe(true);
    expect(store.getFieldState('t_synced').requiredMark).toBe(true);
    expect(createFormStore(load(list)).getFieldState('t_synced').requiredMark).toBe(false);
    expect(createFormStore(load(list, { hideRequiredMark: true })).getFieldState('a').requiredMark).toBe(
      false,
    );
  });

  it('reports an expression that fails once, and treats it as false', () => {
    const store = createFormStore(
      load([field('input', 'a', { dynamicVisibleValue: '$.b.c == 1' }), field('input', 'b')]),
      { data: { b: { c: 1 } } },
    );
    expect(store.getFieldState('a').visible).toBe(true);
    const events: FormEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.setValue('b', null);
    store.setValue('b', { c: 1 });
    store.setValue('b', null);
    expect(store.getFieldState('a').visible).toBe(false);
    expect(events).toEqual([
      { type: 'expressionError', path: 'a', source: '$.b.c == 1', error: '无法读取 null 的属性 c' },
    ]);
  });

  it('disables every field in disabled mode and skips rules in preview mode', () => {
    const store = createFormStore(fixture('validator1.json'));
    store.setMode('disabled');
    expect(store.getFieldState('name').disabled).toBe(true);
    store.setMode('preview');
    expect(store.getFieldState('name').disabled).toBe(false);
    expect(store.validate().valid).toBe(true);
    expect(store.getMode()).toBe('preview');
  });
});

describe('defaults, data and rows', () => {
  it('fills defaults, with now as the current date in the field format', () => {
    const store = createFormStore(fixture('every-type.json'), { now: () => new Date(2024, 4, 6, 7, 8, 9) });
    expect(store.getValue('fillDate')).toBe('2024-05-06');
    expect(store.getValue('city')).toBe('hz');
    expect(store.getValue('hobby')).toEqual([]);
    expect(store.getValue('area_label')).toBe('');
    expect(store.getValue('addr')).toEqual({ state: '', address: '' });
  });

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

describe('designer scripts in the sandbox', () => {
  it('runs listenModelScript when a listened model changes ($.address = $.city + $.location)', async () => {
    const store = createFormStore(
      load([
        field('input', 'city'),
        field('input', 'location'),
        field('input', 'address', {
          listenModel: true,
          listenModelData: 'city,location',
          listenModelScript: '$.address=$.city+$.location',
        }),
      ]),
    );
    store.setValue('city', '杭州');
    store.setValue('location', '西湖');
    await store.settled();
    expect(store.getValue('address')).toBe('杭州西湖');
  });

  it('lets scripts change options, visibility and disabled state, and show a message', async () => {
    const store = createFormStore(
      load([
        field('select', 'kind', {
          selectCb:
            "$form.setOptions('sub', [{ value: 'x', label: $item.label }]); $form.setVisible('note', false); $form.setDisabled('memo', true); $form.message('已选择 ' + $item.label, 'success');",
        }),
        field('select', 'sub'),
        field('input', 'note'),
        field('input', 'memo'),
      ]),
    );
    const events: FormEvent[] = [];
    store.onEvent((e) => events.push(e));
    await store.selected('kind', { value: 'a', label: '甲' });
    expect(store.getFieldState('sub').options).toEqual([{ value: 'x', label: '甲' }]);
    expect(store.getFieldState('note').visible).toBe(false);
    expect(store.getFieldState('memo').disabled).toBe(true);
    expect(events).toEqual([{ type: 'message', level: 'success', text: '已选择 甲' }]);
  });

  it('runs focus, clear and button scripts; a failing script is reported, not thrown', async () => {
    const store = createFormStore(fixture('every-type.json'));
    store.setValue('name', '张三');
    expect(await store.clickButton('button_1700000000019')).toEqual({ ok: true });
    expect(store.getValue('intro')).toBe('张三的简介');
    const broken = createFormStore(
      load([field('input', 'a', { focusEvent: 'undefinedFn()', clearCb: '$.a = "cleared"' })]),
    );
    const events: FormEvent[] = [];
    broken.onEvent((e) => events.push(e));
    const result = await broken.focus('a');
    expect(result?.ok).toBe(false);
    expect(events[0]).toMatchObject({ type: 'scriptError', path: 'a', kind: 'focusEvent' });
    expect(await broken.cleared('a')).toEqual({ ok: true });
    expect(broken.getValue('a')).toBe('cleared');
  });

  it('stops a listen script that loops forever, and the form keeps working', async () => {
    const store = createFormStore(
      load([
        field('input', 'a'),
        field('input', 'b', {
          listenModel: true,
          listenModelData: 'a',
          listenModelScript: 'while (true) {}',
        }),
      ]),
      { scriptLimits: { timeMs: 50 } },
    );
    const events: FormEvent[] = [];
    store.onEvent((e) => events.push(e));
    const started = Date.now();
    store.setValue('a', 'x');
    await store.settled();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual([
      { type: 'scriptError', path: 'b', kind: 'listenModelScript', error: '脚本执行超时' },
    ]);
    store.setValue('b', 'still works');
    expect(store.getValue('b')).toBe('still works');
  });

  it('in a worker, stops a listen script of built-ins that never ends while the form keeps answering', async () => {
    const store = createFormStore(
      load([
        field('input', 'a'),
        field('input', 'city'),
        field('input', 'location'),
        field('input', 'b', {
          listenModel: true,
          listenModelData: 'a',
          listenModelScript: 'for (;;) new Array(1 << 17).fill(1)',
        }),
        field('input', 'address', {
          listenModel: true,
          listenModelData: 'city,location',
          listenModelScript: '$.address=$.city+$.location',
        }),
      ]),
      { scriptLimits: { timeMs: 100 }, scriptWorker: nodeScriptWorker },
    );
    const events: FormEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.setValue('city', '杭州');
    await store.settled();
    const started = Date.now();
    store.setValue('a', 'x');
    // Typing goes on while the script runs; its listener runs once the runaway one is stopped.
    store.setValue('location', '西湖');
    expect(store.getValue('location')).toBe('西湖');
    await store.settled();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual([
      { type: 'scriptError', path: 'b', kind: 'listenModelScript', error: '脚本执行超时' },
    ]);
    expect(store.getValue('address')).toBe('杭州西湖');
    store.dispose();
  }, 30_000);

  it('stops scripts that keep triggering each other', async () => {
    const store = createFormStore(
      load([
        field('number', 'a', {
          listenModel: true,
          listenModelData: 'b',
          listenModelScript: '$.a = ($.a || 0) + 1',
        }),
        field('number', 'b', {
          listenModel: true,
          listenModelData: 'a',
          listenModelScript: '$.b = ($.b || 0) + 1',
        }),
      ]),
    );
    const events: FormEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.setValue('a', 1);
    await store.settled();
    expect(events.some((e) => e.type === 'scriptError' && e.error === '脚本之间循环触发，已停止')).toBe(true);
  });
});

describe('performance on 1,000 fields', () => {
  it('validates all of them well under 50 ms and notifies one field per keystroke', async () => {
    const { syntheticTemplate } = await import('./fixtures/synthetic.js');
    const store = createFormStore(syntheticTemplate(1000));
    const counts = Array.from({ length: 1000 }, (_, i) => counter(store, `f${i}`));
    store.setValue('f3', 'x');
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(1);
    store.validate();
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      const result = store.validate();
      times.push(performance.now() - start);
      expect(result.errors).toHaveLength(999);
    }
    times.sort((a, b) => a - b);
    expect(times[7]).toBeLessThan(50);
  });
});
