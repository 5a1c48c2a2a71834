import { expect, it } from 'vitest';
import { describeAction, OPERATION_MODULES } from './operations.js';

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

it('names the forms calls and the message send in Chinese', () => {
  const S = 'POST /api/api-spacestation/sp';
  expect(
    [
      'form/saveIDB',
      'form/deleteIDB',
      'form/restoreIDBVersion',
      'qs/saveQsDetail',
      'score/saveScoreForm',
    ].map((call) => describeAction(`${S}/${call}`)),
  ).toEqual([
    { module: '表单管理', label: '保存表单' },
    { module: '表单管理', label: '删除表单' },
    { module: '表单管理', label: '恢复表单版本' },
    { module: '表单管理', label: '保存问卷明细' },
    { module: '表单管理', label: '保存评分表' },
  ]);
  expect(describeAction('POST /api/api-system/data/msg/sendMsg')).toEqual({
    module: '消息发送',
    label: '发送消息',
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

it('names the module and operation in English when asked', () => {
  expect(describeAction('POST /api/api-system/data/dept/addDept', 'en-US')).toEqual({
    module: 'Department management',
    label: 'Add department',
  });
  expect(describeAction('POST /api/api-system/data/dept/addDept', 'zh-CN')).toEqual({
    module: '部门管理',
    label: '新增部门',
  });
  for (const m of OPERATION_MODULES) {
    expect(m.moduleEn).toMatch(/^[\x20-\x7e]+$/);
    for (const o of m.operations) expect(o.labelEn).toMatch(/^[\x20-\x7e]+$/);
  }
});
