import { translateWith } from '@platform/contract/i18n';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US';
import { expressionProblem, scriptProblem } from './propertyControls';

describe('checks of what designers type', () => {
  it('flags an expression the engine cannot parse, and accepts an empty or valid one', () => {
    expect(expressionProblem('$.age >')).toMatch(/^表达式无法解析/);
    expect(expressionProblem('window.alert(1)')).toMatch(/^表达式无法解析/);
    expect(expressionProblem('$.age > 18 && $.name != ""')).toBeUndefined();
    expect(expressionProblem('')).toBeUndefined();
  });

  it('flags a script that does not compile, without running a valid one', async () => {
    expect(await scriptProblem('$.total = ($.price * $.count')).toMatch(/^脚本无法解析/);
    // Compiled only: an endless loop is not run, so it is not a timeout.
    expect(await scriptProblem('while (true) {}')).toBeUndefined();
    expect(await scriptProblem('$.total = $.price * $.count;')).toBeUndefined();
    expect(await scriptProblem('  ')).toBeUndefined();
  });

  it('words the problems in the language it is given', async () => {
    const english = translateWith(enUS);
    expect(expressionProblem('$.age >', english)).toMatch(/^The expression cannot be parsed: /);
    expect(expressionProblem('$.age >', english)).not.toMatch(/[\u3400-\u9fff]/);
    expect(await scriptProblem('$.total = ($.price * $.count', english)).toMatch(
      /^The script cannot be parsed: /,
    );
  });
});
