import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/i18n';
import { describeJsonError, findJsonError } from './jsonError';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('locating a JSON error', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e3, true, false, null, "x\\"y\\u00e9\\n"], "b": {"c": {}}} ',
      '"only a string"',
      '0',
      '[[[[]]]]',
      JSON.stringify(
        { type: 'page', body: [{ type: 'form', fields: [{ model: 'name', rules: [] }] }] },
        null,
        2,
      ),
    ]) {
      expect(findJsonError(text), text).toBeNull();
    }
  });

  it('names the line, column and reason of the first error', () => {
    const text = '{\n  "type": "page",\n  "title": "填报"\n  "body": []\n}';
    expect(findJsonError(text)).toMatchObject({ line: 4, column: 3, reason: '缺少逗号或 }' });
    expect(describeJsonError(findJsonError(text)!)).toBe('第 4 行，第 3 列：缺少逗号或 }');

    expect(findJsonError('{"a": 1,}')).toMatchObject({
      line: 1,
      column: 9,
      reason: '最后一个属性后不能有逗号',
    });
    expect(findJsonError('[1, 2,]')).toMatchObject({ column: 7, reason: '最后一项后不能有逗号' });
    expect(findJsonError("{'a': 1}")).toMatchObject({ column: 2, reason: '属性名必须是双引号括起的字符串' });
    expect(findJsonError('{"a" 1}')).toMatchObject({ column: 6, reason: '属性名后缺少冒号' });
    expect(findJsonError('{"a": \'x\'}')).toMatchObject({ column: 7, reason: '字符串必须使用双引号' });
    expect(findJsonError('{"a": 01}')).toMatchObject({ column: 7, reason: '无效的数字' });
    expect(findJsonError('{"a": "x\n"}')).toMatchObject({ line: 1, column: 9 });
    expect(findJsonError('{"a": "\\q"}')).toMatchObject({ column: 8, reason: '无效的转义字符' });
    expect(findJsonError('{"a": "\\u12"}')).toMatchObject({
      column: 8,
      reason: '无效的 \\u 转义，需要 4 位十六进制数字',
    });
    expect(findJsonError('["a\tb"]')).toMatchObject({ column: 4 });
    expect(findJsonError('{"a": "x')).toMatchObject({ column: 9, reason: '字符串缺少结束的双引号' });
    expect(findJsonError('{"a": [1, 2')).toMatchObject({ column: 12, reason: '内容意外结束，缺少 ]' });
    expect(findJsonError('{"a": tru}')).toMatchObject({ column: 7, reason: '意外的字符 “t”' });
    expect(findJsonError('{} x')).toMatchObject({ column: 4, reason: 'JSON 已结束，多余的内容 “x”' });
    expect(findJsonError('  \n ')).toMatchObject({ line: 1, column: 1, reason: 'JSON 内容为空' });
  });

  it('copes with nesting far deeper than any call stack', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(findJsonError(deep)).toBeNull();
    expect(findJsonError('['.repeat(200_000))).toMatchObject({ column: 1001, reason: '嵌套超过 1000 层' });
    expect(findJsonError('['.repeat(900))).toMatchObject({ column: 901, reason: '内容意外结束，缺少 ]' });
  });

  it('locates an error inside every mangled schema JSON.parse refuses', () => {
    const base = JSON.stringify({ a: [1, 'two', { b: null, c: -3.5e2 }], d: true, e: '\\"' }, null, 1);
    const pieces = ['{', '}', '[', ']', ',', ':', '"', '1', '-', '.', 'e', ' ', '\n', 'x', '\\'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      let text = base;
      for (let k = 0, edits = 1 + random(3); k < edits; k++) {
        const at = random(text.length);
        const edit = random(3);
        if (edit === 0) text = text.slice(0, at) + text.slice(at + 1);
        else if (edit === 1) text = text.slice(0, at) + pieces[random(pieces.length)]! + text.slice(at);
        else text = text.slice(0, at) + pieces[random(pieces.length)]! + text.slice(at + 1);
      }
      const error = findJsonError(text);
      expect(error === null, text).toBe(parses(text));
      if (error) {
        expect(error.offset, text).toBeLessThanOrEqual(text.length);
        expect(error.reason, text).not.toBe('');
      }
    }
  });
});

describe('in English', () => {
  afterEach(async () => {
    await inLanguage('zh-CN');
  });

  it('names the line, column and reason in English', async () => {
    await inLanguage('en-US');
    const text = '{\n  "type": "page"\n  "body": []\n}';
    expect(describeJsonError(findJsonError(text)!)).toBe('Line 3, column 3: Comma or } expected');
    expect(findJsonError('{"a": tru}')).toMatchObject({ reason: 'Unexpected character "t"' });
    expect(findJsonError('{"a": "\\u12"}')).toMatchObject({
      reason: 'Invalid \\u escape: 4 hexadecimal digits expected',
    });
    expect(findJsonError(' ')).toMatchObject({ reason: 'The JSON is empty' });
  });
});
