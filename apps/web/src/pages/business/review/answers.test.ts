import { importTemplate } from '@platform/form-core';
import { describe, expect, it } from 'vitest';
import { answerText, diffAnswers, fieldLabels, labelOfPath } from './answers';

const template = importTemplate({
  list: [
    { type: 'input', label: '企业名称', model: 'name', key: 'input_1', options: {}, rules: [] },
    { type: 'checkbox', label: '认证类型', model: 'kinds', key: 'checkbox_1', options: {}, rules: [] },
    {
      type: 'batch',
      label: '产品清单',
      model: 'products',
      key: 'batch_1',
      options: {},
      rules: [],
      list: [{ type: 'input', label: '产品名称', model: 'product', key: 'input_2', options: {}, rules: [] }],
    },
  ],
  config: {},
}).template;

describe('answers of two versions', () => {
  it('lists the fields whose answers changed, with the paths form-core writes (rows by index)', () => {
    const before = {
      name: '甲公司',
      kinds: ['QMS'],
      products: [
        { _id: 'r1', product: '水泵' },
        { _id: 'r2', product: '阀门' },
      ],
    };
    const after = {
      name: '甲公司',
      kinds: ['QMS', 'EMS'],
      products: [
        { _id: 'x1', product: '水泵' },
        { _id: 'x2', product: '管件' },
        { _id: 'x3', product: '法兰' },
      ],
    };
    expect(diffAnswers(before, after)).toEqual([
      { path: 'kinds', before: ['QMS'], after: ['QMS', 'EMS'] },
      { path: 'products[1].product', before: '阀门', after: '管件' },
      { path: 'products[2].product', before: undefined, after: '法兰' },
    ]);
    expect(diffAnswers(before, before)).toEqual([]);
  });

  it('names a path by the labels of its field, row and cell', () => {
    const labels = fieldLabels(template);
    expect(labelOfPath(labels, 'name')).toBe('企业名称');
    expect(labelOfPath(labels, 'products[1].product')).toBe('产品清单 #2 · 产品名称');
    expect(labelOfPath(labels, 'unknown')).toBe('unknown');
  });

  it('writes an answer as one line', () => {
    expect(answerText(['QMS', 'EMS'])).toBe('QMS, EMS');
    expect(answerText(null)).toBe('');
    expect(answerText(12)).toBe('12');
  });
});
