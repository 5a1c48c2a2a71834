import { describe, expect, it } from 'vitest';
import type { FormEvent } from '../api.js';
import { nodeScriptWorker } from '../fixtures/node-script-worker.js';
import { field, fixture, load } from '../fixtures/store.js';
import { createFormStore } from './index.js';

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
