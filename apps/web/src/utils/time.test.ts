import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime, parseTime } from './time';

// Local times throughout, so the expectations hold in any time zone.
const tuesday = new Date(2024, 2, 5, 8, 9, 10);
const tuesdayInSeconds = tuesday.getTime() / 1000;

describe('parseTime', () => {
  it('writes the display format of spec §9 by default, padding every number to two digits', () => {
    expect(parseTime(tuesday)).toBe('2024-03-05 08:09:10');
  });

  it('reads ten-digit timestamps as seconds, whether numbers or strings', () => {
    expect(String(tuesdayInSeconds)).toHaveLength(10);
    expect(parseTime(tuesdayInSeconds)).toBe('2024-03-05 08:09:10');
    expect(parseTime(String(tuesdayInSeconds))).toBe('2024-03-05 08:09:10');
  });

  it('reads longer timestamps as milliseconds', () => {
    expect(parseTime(tuesday.getTime())).toBe('2024-03-05 08:09:10');
    expect(parseTime(String(tuesday.getTime()))).toBe('2024-03-05 08:09:10');
  });

  it('reads the server’s dashed local date-times as local time', () => {
    expect(parseTime('2024-03-05 08:09:10')).toBe('2024-03-05 08:09:10');
    expect(parseTime('2024-03-05', '{y}/{m}/{d} {h}:{i}')).toBe('2024/03/05 00:00');
  });

  it('writes the weekday in Chinese with {a}', () => {
    expect(parseTime(tuesday, '{y}年{m}月{d}日 星期{a}')).toBe('2024年03月05日 星期二');
    expect(parseTime(new Date(2024, 2, 3), '周{a}')).toBe('周日');
  });

  it('leaves a cell blank for missing or unreadable dates', () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime(undefined)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  const now = new Date(2024, 2, 5, 12, 0, 0);
  const ago = (seconds: number) => now.getTime() - seconds * 1000;

  beforeEach(() => {
    vi.useFakeTimers({ now });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says 刚刚 for the last 30 seconds', () => {
    expect(formatTime(ago(0))).toBe('刚刚');
    expect(formatTime(ago(29))).toBe('刚刚');
  });

  it('counts minutes, rounded up, under an hour', () => {
    expect(formatTime(ago(30))).toBe('1分钟前');
    expect(formatTime(ago(5 * 60))).toBe('5分钟前');
    expect(formatTime(ago(3599))).toBe('60分钟前');
  });

  it('counts hours, rounded up, under a day', () => {
    expect(formatTime(ago(3600))).toBe('1小时前');
    expect(formatTime(ago(3 * 3600 + 1))).toBe('4小时前');
    expect(formatTime(ago(24 * 3600 - 1))).toBe('24小时前');
  });

  it('says 1天前 up to two days', () => {
    expect(formatTime(ago(24 * 3600))).toBe('1天前');
    expect(formatTime(ago(48 * 3600 - 1))).toBe('1天前');
  });

  it('writes older times as month, day, hour and minute, or with the given pattern', () => {
    expect(formatTime(new Date(2024, 2, 1, 8, 5))).toBe('3月1日8时5分');
    expect(formatTime(new Date(2024, 2, 1, 8, 5), '{y}-{m}-{d}')).toBe('2024-03-01');
  });

  it('reads ten-digit timestamps as seconds', () => {
    expect(formatTime(ago(120) / 1000)).toBe('2分钟前');
  });
});

describe('formatDate', () => {
  it('formats with yyyy, MM, dd, HH, mm and ss', () => {
    expect(formatDate(tuesday, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
    expect(formatDate(tuesday, 'yyyy年M月d日')).toBe('2024年3月5日');
  });

  it('writes two-digit years with yy', () => {
    expect(formatDate(tuesday, 'yy-MM')).toBe('24-03');
  });

  it('writes the quarter with q', () => {
    expect(formatDate(tuesday, 'yyyy年第q季度')).toBe('2024年第1季度');
    expect(formatDate(new Date(2024, 11, 31), 'q')).toBe('4');
    expect(formatDate(new Date(2024, 6, 1), 'q')).toBe('3');
  });

  it('writes milliseconds with S, padded when the token is repeated', () => {
    const withMilliseconds = new Date(2024, 2, 5, 8, 9, 10, 7);
    expect(formatDate(withMilliseconds, 'ss.S')).toBe('10.7');
    expect(formatDate(withMilliseconds, 'ss.SSS')).toBe('10.007');
  });

  it('gives an empty string for a missing date', () => {
    expect(formatDate(undefined, 'yyyy')).toBe('');
  });
});
