import { describe, expect, it } from 'vitest';
import type { FormEvent } from '../api.js';
import { counter, field, fixture, load } from '../fixtures/store.js';
import { createFormStore } from './index.js';

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

  it("shows a server's errors on the fields until the field is validated again", () => {
    const store = createFormStore(load([field('input', 'mobile', {}, [])]));
    const seen = counter(store, 'mobile');
    expect(store.showErrors({ mobile: '手机号已被使用', 'nowhere[0].x': '不存在' })).toEqual([
      'nowhere[0].x',
    ]);
    expect(store.getFieldState('mobile').error).toBe('手机号已被使用');
    expect(seen.count).toBe(1);
    store.setValue('mobile', '139');
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
