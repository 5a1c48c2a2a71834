import { afterEach, describe, expect, it } from 'vitest';
import { READ_KEYS_LIMIT, READ_KEYS_STORAGE_KEY, parentPathOf, readKeys, rememberRead } from './readKeys';

afterEach(() => localStorage.clear());

describe('recent read-state keys', () => {
  it('keeps the parent path of each page a read message led to, newest first, across reloads', () => {
    rememberRead('m1', '/business', 1);
    rememberRead('m2', '/plan#underway', 2);

    expect(JSON.parse(localStorage.getItem(READ_KEYS_STORAGE_KEY)!)).toEqual([
      { parentPath: '/plan', messageId: 'm2', at: 2 },
      { parentPath: '/business', messageId: 'm1', at: 1 },
    ]);
  });

  it('keeps one key per parent path and at most the limit', () => {
    for (let i = 0; i < READ_KEYS_LIMIT + 5; i += 1) rememberRead(`m${i}`, `/p${i}`, i);
    rememberRead('again', '/p24', 100);

    const keys = readKeys();
    expect(keys).toHaveLength(READ_KEYS_LIMIT);
    expect(keys[0]).toEqual({ parentPath: '/p24', messageId: 'again', at: 100 });
    expect(keys.filter((key) => key.parentPath === '/p24')).toHaveLength(1);
  });

  it('starts afresh when the stored value is damaged', () => {
    localStorage.setItem(READ_KEYS_STORAGE_KEY, '{oops');
    expect(readKeys()).toEqual([]);
    expect(rememberRead('m1', '/business/index', 1)).toEqual([
      { parentPath: '/business', messageId: 'm1', at: 1 },
    ]);
  });

  it('derives the parent path from a page path', () => {
    expect(parentPathOf('/awaitApply@wait/index')).toBe('/awaitApply@wait');
    expect(parentPathOf('/')).toBe('/');
  });
});
