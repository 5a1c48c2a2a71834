import { importTemplate } from '@platform/form-core';
import { expect, it } from 'vitest';
import { fieldChoices } from './fields';

it('offers every value field outside row containers, a sub-form as a whole', () => {
  const { template } = importTemplate({
    list: [
      { type: 'input', model: 'name', label: '企业名称', key: 'k1' },
      { type: 'divider', label: '分隔', key: 'k2' },
      {
        type: 'grid',
        key: 'k3',
        columns: [{ list: [{ type: 'textarea', model: 'scope', label: '', key: 'k4' }] }],
      },
      {
        type: 'batch',
        model: 'members',
        label: '人员',
        key: 'k5',
        list: [{ type: 'input', model: 'who', label: '姓名', key: 'k6' }],
      },
    ],
  });
  expect(fieldChoices(template)).toEqual([
    { path: 'name', label: '企业名称' },
    { path: 'scope', label: 'scope' },
    { path: 'members', label: '人员' },
  ]);
});
