import { afterEach, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/i18n';
import { translate } from './translate';

afterEach(async () => {
  await inLanguage('zh-CN');
});

it("puts bpmn-js's palette and panel words into Chinese, others as they are", () => {
  expect(translate('Create task')).toBe('创建任务');
  expect(translate('General')).toBe('常规');
  expect(translate('Append {type}', { type: 'x' })).toBe('Append x');
});

it("leaves bpmn-js's English in English", async () => {
  await inLanguage('en-US');
  expect(translate('Create task')).toBe('Create task');
  expect(translate('<none>')).toBe('<none>');
});

it("names the replace menu's elements and the tools in Chinese (bpmn-js 17 sentence-case labels)", () => {
  expect(translate('User task')).toBe('用户任务');
  expect(translate('Timer boundary event (non-interrupting)')).toBe('定时边界事件（非中断）');
  expect(translate('Exclusive gateway')).toBe('排他网关');
  expect(translate('Open {element}', { element: '子流程' })).toBe('打开 子流程');
});
