// Date display of the shell (spec §9): the `{y}-{m}-{d} {h}:{i}:{s}` pattern, relative times for lists
// of recent events, and the yyyy-MM-dd token format the form area also uses. The semantics follow the
// vue-element-admin helpers the original front end was built on, so dates read the same as before.

export type TimeInput = Date | number | string;

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

// A local date-time written with dashes ("2024-03-05 08:09:10"): not ISO, so browsers disagree on it
// (Safari refuses it, and a bare "2024-03-05" would be read as UTC midnight). Slashes make every
// browser read it as local time, which is what the server means.
const DASHED_LOCAL_DATE = /^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{1,2}(:\d{1,2})?)?$/;

/**
 * The instant `time` denotes, or undefined when it is empty or not a date. A ten-digit number (or
 * string of digits) is a Unix time in seconds, as some services send; any other number is milliseconds.
 */
export function toDate(time: TimeInput | null | undefined): Date | undefined {
  if (time === null || time === undefined || time === '') return undefined;
  let value: Date | number | string = time;
  if (typeof value === 'string' && /^\d+$/.test(value)) value = Number(value);
  if (typeof value === 'number' && String(value).length === 10) value *= 1000;
  if (typeof value === 'string' && DASHED_LOCAL_DATE.test(value)) value = value.replace(/-/g, '/');
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats `time` with `{y}` `{m}` `{d}` `{h}` `{i}` (minutes) `{s}` and `{a}` (weekday 日…六); numbers
 * are padded to two digits. Empty or invalid input gives an empty string, so a table cell stays blank.
 */
export function parseTime(
  time: TimeInput | null | undefined,
  pattern: string = DEFAULT_TIME_PATTERN,
): string {
  const date = toDate(time);
  if (!date) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_, key: string) =>
    key === 'a' ? WEEKDAYS[date.getDay()]! : String(parts[key]).padStart(2, '0'),
  );
}

/**
 * How long ago `time` was: 刚刚 under 30 s, then whole minutes and hours rounded up (45 s is
 * 1分钟前), 1天前 under two days. Older times are written with `pattern` when given, otherwise as
 * "3月5日8时9分".
 */
export function formatTime(time: TimeInput, pattern?: string): string {
  const date = toDate(time);
  if (!date) return '';
  const seconds = (Date.now() - date.getTime()) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟前`;
  if (seconds < 3600 * 24) return `${Math.ceil(seconds / 3600)}小时前`;
  if (seconds < 3600 * 24 * 2) return '1天前';
  if (pattern) return parseTime(date, pattern);
  return `${date.getMonth() + 1}月${date.getDate()}日${date.getHours()}时${date.getMinutes()}分`;
}

/**
 * Formats with the tokens of spec §9: yyyy (yy for two digits), MM, dd, HH, mm, ss, q (quarter) and S
 * (milliseconds). A doubled token is zero-padded to its length (MM → 03, SSS → 007), a single one is
 * not (M → 3).
 */
export function formatDate(date: TimeInput | null | undefined, format: string): string {
  const value = toDate(date);
  if (!value) return '';
  const parts: Record<string, number> = {
    M: value.getMonth() + 1,
    d: value.getDate(),
    H: value.getHours(),
    m: value.getMinutes(),
    s: value.getSeconds(),
    q: Math.floor(value.getMonth() / 3) + 1,
    S: value.getMilliseconds(),
  };
  return format.replace(/y+|M+|d+|H+|m+|s+|q+|S+/g, (token) => {
    if (token[0] === 'y')
      return String(value.getFullYear()).padStart(4, '0').slice(-Math.min(token.length, 4));
    return String(parts[token[0]!]).padStart(token.length, '0');
  });
}
