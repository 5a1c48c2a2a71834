// form-core words its own messages in the language of the translate function it is given; a
// template's own messages stay as the designer wrote them.
import { translateWith } from '@platform/contract/i18n';
import { describe, expect, it } from 'vitest';
import type { FormEvent } from './api.js';
import { checkExpression } from './expression.js';
import { field, fixture, load } from './fixtures/store.js';
import { importTemplate, TemplateImportError } from './import.js';
import enUS from './locales/en-US.js';
import zhCN from './locales/zh-CN.js';
import { validateSubmission } from './server.js';
import { createFormStore, FormValidationError } from './store/index.js';
import { validateData } from './validate.js';

const english = translateWith(enUS, zhCN);

describe('messages in English', () => {
  const template = load([
    field('input', 'name', {}, [{ required: true }]),
    field('input', 'code', {}, [{ required: true, message: '请输入编码' }]),
  ]);

  it('gives the default required message in English and keeps a rule message as written', () => {
    const store = createFormStore(template, { translate: english });
    expect(store.validate().errors.map((e) => e.message)).toEqual(['Required', '请输入编码']);
    expect(store.getFieldState('name').error).toBe('Required');
    expect(validateData(template, {}, { translate: english }).errors[0]!.message).toBe('Required');
    expect(validateData(template, {}).errors[0]!.message).toBe('必填项');
  });

  it('rejects getData with an English failure and refuses the last sub-form row in English', async () => {
    const store = createFormStore(template, { translate: english });
    const failure = await store.getData().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FormValidationError);
    expect((failure as Error).message).toBe('Validation failed');
    const rows = createFormStore(fixture('every-type.json'), { translate: english });
    expect(rows.removeRow('members', 0)?.message).toMatch(/^The only row of .+ cannot be deleted$/);
  });

  it('checks a submission and a stored template in English for the server', () => {
    expect(validateSubmission(template, {}, english).errors[0]!.message).toBe('Required');
    expect(() => importTemplate('', english)).toThrow(
      new TemplateImportError('empty', 'The template cannot be empty'),
    );
    expect(() => importTemplate('{', english)).toThrow('The template could not be read');
    const { issues } = importTemplate(
      { list: [{ type: 'dial', model: 'a.b', options: { hidden: 1 } }] },
      english,
    );
    expect(issues.map((i) => i.message)).toEqual([
      'Unknown field type: dial',
      'The data field name cannot contain spaces, ".", "[" or "]"',
      'Must be true or false',
    ]);
  });

  it('reports a failing expression of a form in English', () => {
    const store = createFormStore(
      load([field('input', 'a', { dynamicVisibleValue: '$.b.c == 1' }), field('input', 'b')]),
      { data: { b: { c: 1 } }, translate: english },
    );
    const events: FormEvent[] = [];
    store.onEvent((e) => events.push(e));
    store.setValue('b', null);
    expect(events).toEqual([
      { type: 'expressionError', path: 'a', source: '$.b.c == 1', error: 'Cannot read property c of null' },
    ]);
  });

  it('words expression errors for the designer', () => {
    const check = checkExpression('window', english);
    expect(check.ok ? '' : check.error.message).toBe('Identifier not allowed: window');
    const chinese = checkExpression('window');
    expect(chinese.ok ? '' : chinese.error.message).toBe('不允许使用标识符：window');
  });
});
