import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addErrorLog,
  clearErrorLog,
  installErrorHandlers,
  MAX_ERROR_LOG_ENTRIES,
  useErrorLog,
} from './store';

function logged() {
  return useErrorLog.getState().logs.map(({ id: _id, ...entry }) => entry);
}

beforeEach(() => {
  clearErrorLog();
});

describe('error log', () => {
  it('records message, info, url and stack, oldest first', () => {
    addErrorLog({ message: 'a', info: 'i', url: 'http://x/1', stack: 's' });
    addErrorLog({ message: 'b', info: '', url: 'http://x/2', stack: '' });

    expect(logged()).toEqual([
      { message: 'a', info: 'i', url: 'http://x/1', stack: 's' },
      { message: 'b', info: '', url: 'http://x/2', stack: '' },
    ]);
  });

  it('is emptied by clear all', () => {
    addErrorLog({ message: 'a', info: '', url: '', stack: '' });

    clearErrorLog();

    expect(useErrorLog.getState().logs).toEqual([]);
  });

  it('keeps the newest entries when errors keep coming', () => {
    for (let i = 0; i < MAX_ERROR_LOG_ENTRIES + 5; i++)
      addErrorLog({ message: `e${i}`, info: '', url: '', stack: '' });

    const logs = useErrorLog.getState().logs;
    expect(logs).toHaveLength(MAX_ERROR_LOG_ENTRIES);
    expect(logs[0]?.message).toBe('e5');
    expect(new Set(logs.map((log) => log.id)).size).toBe(MAX_ERROR_LOG_ENTRIES);
  });
});

describe('installErrorHandlers', () => {
  let uninstall: () => void;

  beforeEach(() => {
    uninstall = installErrorHandlers();
  });

  afterEach(() => {
    uninstall();
  });

  it('records an uncaught error with where it was thrown', () => {
    const error = new TypeError('x is undefined');

    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: error.message,
        filename: 'http://localhost/app.js',
        lineno: 3,
        colno: 7,
      }),
    );

    expect(logged()).toEqual([
      {
        message: 'x is undefined',
        info: '脚本错误 http://localhost/app.js:3:7',
        url: window.location.href,
        stack: error.stack,
      },
    ]);
  });

  it('records an unhandled promise rejection, whatever it was rejected with', () => {
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: '超时' });

    window.dispatchEvent(rejection);

    expect(logged()).toEqual([
      { message: '超时', info: '未处理的异步错误', url: window.location.href, stack: '' },
    ]);
  });

  it('stops recording once uninstalled', () => {
    uninstall();

    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));

    expect(logged()).toEqual([]);
  });
});
