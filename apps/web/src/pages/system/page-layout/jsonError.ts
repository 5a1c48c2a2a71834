// Where a page schema stops being JSON, for the layout editor: the first error's line, column and a
// reason in the page's language. Browsers word JSON.parse errors differently (and some give no
// position), so JSON.parse only decides whether the text is JSON; jsonc-parser's visitor locates the
// first error.

import { type ParseErrorCode, printParseErrorCode, visit } from 'jsonc-parser';
import { i18n } from '../../../i18n';

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

/** The reasons in the current language: asked for when an error is found, never at load. */
const reasons = () => i18n.getFixedT(null, 'system', 'pageLayout.jsonError');

class Found {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

function unexpected(text: string, offset: number): string {
  const say = reasons();
  return offset >= text.length ? say('unexpectedEnd') : say('unexpectedChar', { char: text[offset]! });
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
  const say = reasons();
  if (text.trim() === '') return located(text, new Found(0, say('empty')));
  if (parses(text)) return null;
  const containers: ('{' | '[')[] = [];
  let ended = false;
  let keyNext = false;
  const open = (kind: '{' | '[') => (offset: number) => {
    if (containers.push(kind) > MAX_DEPTH) throw new Found(offset, say('tooDeep', { max: MAX_DEPTH }));
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
        if (keyNext) return new Found(offset, say('propertyName'));
        if (at === "'") return new Found(offset, say('singleQuotes'));
        if (ended) return new Found(offset, say('trailing', { char: at! }));
        return new Found(offset, unexpected(text, offset));
      case 'EndOfFileExpected':
        return new Found(offset, say('trailing', { char: at! }));
      case 'ValueExpected':
        if (at === ']' && closer === ']') return new Found(offset, say('itemComma'));
        return new Found(offset, unexpected(text, offset));
      case 'PropertyNameExpected':
        if (at === '}') return new Found(offset, say('propertyComma'));
        return new Found(offset, offset >= text.length ? say('unexpectedEnd') : say('propertyName'));
      case 'ColonExpected':
        return new Found(offset, say('colon'));
      case 'CommaExpected': {
        // "01": the scanner reads 0 and 1 as two numbers; the number that went wrong starts before.
        if (/[0-9.]/.test(text[offset - 1] ?? '') && /[0-9]/.test(at ?? '')) {
          let start = offset - 1;
          while (start > 0 && /[-0-9.eE+]/.test(text[start - 1]!)) start--;
          return new Found(start, say('number'));
        }
        return new Found(offset, say('comma', { closer }));
      }
      case 'CloseBraceExpected':
        return new Found(offset, say('closeBrace'));
      case 'CloseBracketExpected':
        return new Found(offset, say('closeBracket'));
      case 'InvalidNumberFormat':
      case 'UnexpectedEndOfNumber':
        return new Found(offset, say('number'));
      case 'UnexpectedEndOfString':
        return offset + length >= text.length
          ? new Found(text.length, say('unclosedString'))
          : new Found(offset + length, say('controlChar'));
      case 'InvalidCharacter': {
        const control = text
          .slice(offset, offset + length)
          .split('')
          .findIndex((ch) => ch < ' ');
        return new Found(offset + Math.max(control, 0), say('controlChar'));
      }
      case 'InvalidEscapeCharacter':
        return new Found(badEscape(text, offset, length), say('escape'));
      case 'InvalidUnicode':
        return new Found(badEscape(text, offset, length), say('unicode'));
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
export function describeJsonError({ line, column, reason }: JsonError): string {
  return i18n.t('system:pageLayout.jsonError.at', { line, column, reason });
}
