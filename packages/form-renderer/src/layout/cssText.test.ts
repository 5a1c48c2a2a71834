import { describe, expect, it } from 'vitest';
import { classesOf } from './cssText';

describe('a designer class list', () => {
  it("keeps the template's own class names", () => {
    expect(classesOf('report-table  wide_cell')).toBe('report-table wide_cell');
  });

  it("drops names that borrow the page's rules, so a stored form cannot draw antd's mask over the page", () => {
    expect(classesOf('ant-modal-mask my-table ANT-modal-wrap anticon fr-invalid')).toBe('my-table');
  });

  it('drops names that are not plain class names', () => {
    expect(classesOf('a"b <x> 1st ok')).toBe('ok');
    expect(classesOf(5)).toBe('');
  });
});
