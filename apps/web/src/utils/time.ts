// Date display of the shell (spec §9): the `{y}-{m}-{d} {h}:{i}:{s}` pattern, relative times for lists
// of recent events, and the yyyy-MM-dd token format the form area also uses. The semantics follow the
// vue-element-admin helpers the original front end was built on, so dates read the same as before.

import dayjs from 'dayjs';
import { i18n } from '../i18n';

export type TimeInput = Date | number | string;

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

/** dayjs's token for each `{…}` placeholder of parseTime. */
const PATTERN_TOKENS: Readonly<Record<string, string>> = {
  y: 'YYYY',
  m: 'MM',
  d: 'DD',
  h: 'HH',
  i: 'mm',
  s: 'ss',
};

/** dayjs's unpadded token for each date-time letter of formatDate (doubled, it pads to two digits). */
const FORMAT_TOKENS: Readonly<Record<string, string>> = { M: 'M', d: 'D', H: 'H', m: 'm', s: 's' };

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

/** dayjs's day(): Sunday is 0. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The weekday's short name in the page's language (日…六 in Chinese). */
function weekday(day: number): string {
  return i18n.t(`time.weekdays.${WEEKDAYS[day]!}`);
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
  const value = dayjs(date);
  return pattern.replace(/\{([ymdhisa])\}/g, (_, key: string) =>
    key === 'a' ? weekday(value.day()) : value.format(PATTERN_TOKENS[key]!),
  );
}

/**
 * How long ago `time` was, in the page's language: 刚刚 under 30 s, then whole minutes and hours
 * rounded up (45 s is 1分钟前), 1天前 under two days. Older times are written with `pattern` when
 * given, otherwise as "3月5日8时9分" ("Mar 5, 8:09").
 */
export function formatTime(time: TimeInput, pattern?: string): string {
  const date = toDate(time);
  if (!date) return '';
  const seconds = (Date.now() - date.getTime()) / 1000;
  if (seconds < 30) return i18n.t('time.justNow');
  if (seconds < 3600) return i18n.t('time.minutesAgo', { minutes: Math.ceil(seconds / 60) });
  if (seconds < 3600 * 24) return i18n.t('time.hoursAgo', { hours: Math.ceil(seconds / 3600) });
  if (seconds < 3600 * 24 * 2) return i18n.t('time.oneDayAgo');
  if (pattern) return parseTime(date, pattern);
  return dayjs(date).format(i18n.t('time.monthDayTime'));
}

/**
 * Formats with the tokens of spec §9: yyyy (yy for two digits), MM, dd, HH, mm, ss, q (quarter) and S
 * (milliseconds). A doubled token is zero-padded to its length (MM → 03, SSS → 007), a single one is
 * not (M → 3).
 */
export function formatDate(date: TimeInput | null | undefined, format: string): string {
  const value = toDate(date);
  if (!value) return '';
  const day = dayjs(value);
  return format.replace(/y+|M+|d+|H+|m+|s+|q+|S+/g, (token) => {
    switch (token[0]) {
      case 'y':
        return day.format('YYYY').slice(-Math.min(token.length, 4));
      case 'q':
        return String(Math.floor(day.month() / 3) + 1).padStart(token.length, '0');
      case 'S':
        return String(day.millisecond()).padStart(token.length, '0');
      default:
        return day
          .format(token.length === 1 ? FORMAT_TOKENS[token]! : FORMAT_TOKENS[token[0]!]!.repeat(2))
          .padStart(token.length, '0');
    }
  });
}
