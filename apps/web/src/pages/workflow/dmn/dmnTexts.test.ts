import { afterEach, expect, it } from 'vitest';
import { inLanguage } from '../../../test/i18n';
import { translate } from './dmnTexts';

afterEach(async () => {
  await inLanguage('zh-CN');
});

it("puts dmn-js's hit policies, their explanations and the date editors into Chinese", () => {
  expect(translate('Collect (Sum)')).toBe('收集（求和）');
  expect(translate('Rules may overlap. The first matching rule will be chosen')).toBe(
    '规则可以重叠，取第一条命中的规则',
  );
  expect(translate('Edit start date and time')).toBe('编辑开始日期时间');
  expect(
    translate('Expression language: {expressionLanguageLabel}', { expressionLanguageLabel: 'FEEL' }),
  ).toBe('表达式语言：FEEL');
});

it("keeps dmn-js's English in English and leaves unknown texts as they are", async () => {
  await inLanguage('en-US');
  expect(translate('Collect (Sum)')).toBe('Collect (Sum)');
  expect(translate('Something new')).toBe('Something new');
});
