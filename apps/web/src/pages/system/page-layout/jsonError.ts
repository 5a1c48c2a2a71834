// Where a page schema stops being JSON, for the layout editor: the first error's line, column and a
// reason in Chinese. Browsers word JSON.parse errors differently (and some give no position), so this
// is a small validating scanner of RFC 8259 of its own. It keeps an explicit stack, so however deeply
// a text nests, it never exhausts the call stack.

export interface JsonError {
  /** Offset of the offending character in the text (the text's length at an unexpected end). */
  offset: number;
  /** From 1. */
  line: number;
  /** From 1. */
  column: number;
  reason: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const LITERALS = ['true', 'false', 'null'];

class Refusal {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

function describe(text: string, offset: number): string {
  return offset >= text.length ? '内容意外结束' : `意外的字符 “${text[offset]}”`;
}

/** The first error of `text` as JSON, or null when JSON.parse accepts it. */
export function findJsonError(text: string): JsonError | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { offset: error.offset, ...lineAndColumn(text, error.offset), reason: error.reason };
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}

function scan(text: string): void {
  if (text.trim() === '') throw new Refusal(0, 'JSON 内容为空');
  let pos = 0;
  const stack: ('array' | 'object')[] = [];
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = pos;
    WHITESPACE.exec(text);
    pos = WHITESPACE.lastIndex;
  };

  const string = () => {
    pos++; // the opening quote
    for (;;) {
      if (pos >= text.length) throw new Refusal(pos, '字符串缺少结束的双引号');
      const ch = text[pos]!;
      if (ch === '"') {
        pos++;
        return;
      }
      if (ch.charCodeAt(0) < 0x20) {
        throw new Refusal(pos, '字符串中不能直接换行或含控制字符（是否缺少结束的双引号？）');
      }
      if (ch === '\\') {
        const escaped = text[pos + 1];
        if (escaped === 'u') {
          HEX4.lastIndex = pos + 2;
          if (!HEX4.test(text)) throw new Refusal(pos, '无效的 \\u 转义，需要 4 位十六进制数字');
          pos += 6;
          continue;
        }
        if (escaped === undefined || !ESCAPES.has(escaped)) throw new Refusal(pos, '无效的转义字符');
        pos += 2;
        continue;
      }
      pos++;
    }
  };

  /** A value starting at `pos`; containers are opened on the stack, not read to their end. */
  const value = (): 'opened' | 'done' => {
    skipWhitespace();
    const ch = text[pos];
    if (ch === '{' || ch === '[') {
      stack.push(ch === '{' ? 'object' : 'array');
      pos++;
      return 'opened';
    }
    if (ch === '"') {
      string();
      return 'done';
    }
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = pos;
      if (!NUMBER.test(text)) throw new Refusal(pos, '无效的数字');
      const end = NUMBER.lastIndex;
      if (/[0-9.eE+-]/.test(text[end] ?? '')) throw new Refusal(pos, '无效的数字');
      pos = end;
      return 'done';
    }
    const literal = LITERALS.find((word) => text.startsWith(word, pos));
    if (literal) {
      pos += literal.length;
      return 'done';
    }
    if (ch === "'") throw new Refusal(pos, '字符串必须使用双引号');
    throw new Refusal(pos, describe(text, pos));
  };

  /** A property name and its colon, after `{` or a comma in an object. */
  const key = (afterComma: boolean) => {
    skipWhitespace();
    if (text[pos] === '}' && afterComma) throw new Refusal(pos, '最后一个属性后不能有逗号');
    if (text[pos] !== '"') {
      throw new Refusal(pos, pos >= text.length ? '内容意外结束' : '属性名必须是双引号括起的字符串');
    }
    string();
    skipWhitespace();
    if (text[pos] !== ':') throw new Refusal(pos, '属性名后缺少冒号');
    pos++;
  };

  /** Reads values until the stack closes; `opened` says the last value opened a container. */
  let opened = value() === 'opened';
  for (;;) {
    if (opened) {
      skipWhitespace();
      const top = stack.at(-1);
      const close = top === 'object' ? '}' : ']';
      if (text[pos] === close) {
        stack.pop();
        pos++;
      } else {
        if (pos >= text.length) throw new Refusal(pos, `内容意外结束，缺少 ${close}`);
        if (top === 'object') key(false);
        opened = value() === 'opened';
        continue;
      }
    }
    // After a complete value: a comma, the end of its container, or the end of the text.
    skipWhitespace();
    const top = stack.at(-1);
    if (!top) {
      if (pos < text.length) throw new Refusal(pos, `JSON 已结束，多余的内容 “${text[pos]}”`);
      return;
    }
    const close = top === 'object' ? '}' : ']';
    if (text[pos] === close) {
      stack.pop();
      pos++;
      opened = false;
      continue;
    }
    if (text[pos] !== ',') {
      throw new Refusal(pos, pos >= text.length ? `内容意外结束，缺少 ${close}` : `缺少逗号或 ${close}`);
    }
    pos++;
    if (top === 'object') key(true);
    else {
      skipWhitespace();
      if (text[pos] === ']') throw new Refusal(pos, '最后一项后不能有逗号');
    }
    opened = value() === 'opened';
  }
}

/** How the editor names an error: "第 3 行，第 5 列：缺少逗号或 }". */
export function describeJsonError(error: JsonError): string {
  return `第 ${error.line} 行，第 ${error.column} 列：${error.reason}`;
}
