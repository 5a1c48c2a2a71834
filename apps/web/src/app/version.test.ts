import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkAppVersion, VERSION_STORAGE_KEY } from './version';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

it('clears what an older release stored and reloads after one second', () => {
  localStorage.setItem(VERSION_STORAGE_KEY, '0.1.0+100');
  localStorage.setItem('bizadmin-user', '{"state":{}}');
  const reload = vi.fn();

  expect(checkAppVersion(localStorage, '0.2.0+200', reload)).toBe(true);

  expect(localStorage.getItem('bizadmin-user')).toBeNull();
  expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.2.0+200');
  vi.advanceTimersByTime(999);
  expect(reload).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('leaves storage alone when the release is the one that stored it', () => {
  localStorage.setItem(VERSION_STORAGE_KEY, '0.2.0+200');
  localStorage.setItem('bizadmin-user', '{"state":{}}');
  const reload = vi.fn();

  expect(checkAppVersion(localStorage, '0.2.0+200', reload)).toBe(false);

  vi.runAllTimers();
  expect(reload).not.toHaveBeenCalled();
  expect(localStorage.getItem('bizadmin-user')).toBe('{"state":{}}');
});

it('only records the version on a first visit', () => {
  const reload = vi.fn();

  expect(checkAppVersion(localStorage, '0.2.0+200', reload)).toBe(false);

  vi.runAllTimers();
  expect(reload).not.toHaveBeenCalled();
  expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.2.0+200');
});
