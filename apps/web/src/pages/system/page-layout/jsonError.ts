// Where a page schema stops being JSON, for the layout editor: the first error's line, column and a
// reason in Chinese. Browsers word JSON.parse errors differently (and some give no position), so
// JSON.parse only decides whether the text is JSON; jsonc-parser's visitor locates the first error.

import { type ParseErrorCode, printParseErrorCode, visit } from 'jsonc-parser';

export interface JsonError {
  /** Offset of the offending character in the text (the text's length at an unexpected end). */
  offset: number;
  /** From 1. */
  line: number;
  /** From 1. */
  column: number;
  reason: string;
}

/** The visitor recurses per level; deeper invalid texts are refused for their depth, never overflowing the stack. */
const MAX_DEPTH = 1000;
const BAD_ESCAPE = /\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt])|(\\)/g;

class Found {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

function unexpected(text: string, offset: number): string {
  return offset >= text.length ? '内容意外结束' : `意外的字符 “${text[offset]}”`;
}

/** The offset of the first escape in a string token that JSON does not allow. */
function badEscape(text: string, offset: number, length: number): number {
  for (const match of text.slice(offset, offset + length).matchAll(BAD_ESCAPE)) {
    if (match[1]) return offset + match.index;
  }
  return offset;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The first error of `text` as JSON, or null when JSON.parse accepts it. */
export function findJsonError(text: string): JsonError | null {
  if (text.trim() === '') return located(text, new Found(0, 'JSON 内容为空'));
  if (parses(text)) return null;
  const containers: ('{' | '[')[] = [];
  let ended = false;
  let keyNext = false;
  const open = (kind: '{' | '[') => (offset: number) => {
    if (containers.push(kind) > MAX_DEPTH) throw new Found(offset, `嵌套超过 ${MAX_DEPTH} 层`);
    keyNext = kind === '{';
  };
  const close = () => {
    containers.pop();
    ended = containers.length === 0;
    keyNext = false;
  };

  const reason = (code: ParseErrorCode, offset: number, length: number): Found => {
    const closer = containers.at(-1) === '{' ? '}' : ']';
    const at = text[offset];
    // jsonc-parser's codes are a const enum, which isolated modules cannot read: switch on their names.
    switch (printParseErrorCode(code)) {
      case 'InvalidSymbol':
        if (keyNext) return new Found(offset, '属性名必须是双引号括起的字符串');
        if (at === "'") return new Found(offset, '字符串必须使用双引号');
        if (ended) return new Found(offset, `JSON 已结束，多余的内容 “${at}”`);
        return new Found(offset, unexpected(text, offset));
      case 'EndOfFileExpected':
        return new Found(offset, `JSON 已结束，多余的内容 “${at}”`);
      case 'ValueExpected':
        if (at === ']' && closer === ']') return new Found(offset, '最后一项后不能有逗号');
        return new Found(offset, unexpected(text, offset));
      case 'PropertyNameExpected':
        if (at === '}') return new Found(offset, '最后一个属性后不能有逗号');
        return new Found(offset, offset >= text.length ? '内容意外结束' : '属性名必须是双引号括起的字符串');
      case 'ColonExpected':
        return new Found(offset, '属性名后缺少冒号');
      case 'CommaExpected': {
        // "01": the scanner reads 0 and 1 as two numbers; the number that went wrong starts before.
        if (/[0-9.]/.test(text[offset - 1] ?? '') && /[0-9]/.test(at ?? '')) {
          let start = offset - 1;
          while (start > 0 && /[-0-9.eE+]/.test(text[start - 1]!)) start--;
          return new Found(start, '无效的数字');
        }
        return new Found(offset, `缺少逗号或 ${closer}`);
      }
      case 'CloseBraceExpected':
        return new Found(offset, '内容意外结束，缺少 }');
      case 'CloseBracketExpected':
        return new Found(offset, '内容意外结束，缺少 ]');
      case 'InvalidNumberFormat':
      case 'UnexpectedEndOfNumber':
        return new Found(offset, '无效的数字');
      case 'UnexpectedEndOfString':
        return offset + length >= text.length
          ? new Found(text.length, '字符串缺少结束的双引号')
          : new Found(offset + length, '字符串中不能直接换行或含控制字符（是否缺少结束的双引号？）');
      case 'InvalidCharacter': {
        const control = text
          .slice(offset, offset + length)
          .split('')
          .findIndex((ch) => ch < ' ');
        return new Found(
          offset + Math.max(control, 0),
          '字符串中不能直接换行或含控制字符（是否缺少结束的双引号？）',
        );
      }
      case 'InvalidEscapeCharacter':
        return new Found(badEscape(text, offset, length), '无效的转义字符');
      case 'InvalidUnicode':
        return new Found(badEscape(text, offset, length), '无效的 \\u 转义，需要 4 位十六进制数字');
      default:
        return new Found(offset, unexpected(text, offset));
    }
  };

  try {
    visit(
      text,
      {
        onObjectBegin: open('{'),
        onArrayBegin: open('['),
        onObjectEnd: close,
        onArrayEnd: close,
        onObjectProperty: () => (keyNext = false),
        onSeparator: (separator) => (keyNext = separator === ',' && containers.at(-1) === '{'),
        onLiteralValue: () => (ended = containers.length === 0),
        onError: (code, offset, length) => {
          throw reason(code, offset, length);
        },
      },
      { disallowComments: true },
    );
  } catch (error) {
    if (error instanceof Found) return located(text, error);
    throw error;
  }
  // jsonc-parser accepted what JSON.parse refused: name the start rather than nothing.
  return located(text, new Found(0, unexpected(text, 0)));
}

function located(text: string, { offset, reason }: Found): JsonError {
  const before = text.slice(0, offset);
  return { offset, line: before.split('\n').length, column: offset - before.lastIndexOf('\n'), reason };
}

/** How the editor names an error: "第 3 行，第 5 列：缺少逗号或 }". */
export function describeJsonError(error: JsonError): string {
  return `第 ${error.line} 行，第 ${error.column} 列：${error.reason}`;
}
