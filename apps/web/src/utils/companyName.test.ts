import { expect, it } from 'vitest';
import { truncateCompanyName } from './companyName';

it('shows a short company name whole', () => {
  expect(truncateCompanyName('示例科技有限公司')).toBe('示例科技有限公司');
  expect(truncateCompanyName('')).toBe('');
});

it('shows a name of up to 15 characters whole, without an ellipsis over nothing', () => {
  expect(truncateCompanyName('北京示例数字科技有限公司')).toBe('北京示例数字科技有限公司');
  expect(truncateCompanyName('一二三四五六七八九十一二三四五')).toBe('一二三四五六七八九十一二三四五');
});

it('cuts a longer name to its first 15 characters plus an ellipsis', () => {
  expect(truncateCompanyName('中国某某省某某市某某区质量检验检测研究院')).toBe(
    '中国某某省某某市某某区质量检验...',
  );
  expect(truncateCompanyName('Example Certification Co., Ltd.')).toBe('Example Certifi...');
});

it('never splits a character outside the basic plane', () => {
  expect(truncateCompanyName('𠀀'.repeat(16))).toBe(`${'𠀀'.repeat(15)}...`);
});
