import { expect, it } from 'vitest';
import { describeAction, OPERATION_MODULES } from './operations';

it('names the module and operation of a recorded call', () => {
  expect(describeAction('POST /api/api-system/data/resource/saveDict')).toEqual({
    module: '字典管理',
    label: '保存字典',
  });
  expect(describeAction('GET /api/api-system/data/resource/changeDictParent')).toEqual({
    module: '字典管理',
    label: '移动字典',
  });
  expect(describeAction('POST /api/api-system/data/resource/saveresource')).toEqual({
    module: '资源管理',
    label: '修改资源',
  });
});

it('knows nothing of calls it does not list', () => {
  expect(describeAction('POST /api/api-system/data/upload/uploadfile')).toBeUndefined();
  expect(describeAction('POST /elsewhere/dept/addDept')).toBeUndefined();
});

it('lists every call once, so a filter names one operation', () => {
  const calls = OPERATION_MODULES.flatMap((m) => m.operations.map((o) => o.call));
  expect(new Set(calls).size).toBe(calls.length);
});
