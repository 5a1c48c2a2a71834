import { pbkdf2Sync, webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from './derive';

const parameters = {
  algorithm: 'PBKDF2/SHA-256',
  nonce: '00',
  salt: '00',
  cost: 1000,
  keyLength: 32,
  keyPrefix: '00',
};
const salt = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
const password = new Uint8Array([9, 8, 7, 6, 0, 0, 1, 44]);
/** The key the server derives for the same counter (altcha-lib on Node: OpenSSL's PBKDF2). */
const serverKey = pbkdf2Sync(password, salt, 1000, 32, 'sha256').toString('hex');
const hex = (key: Uint8Array) => Buffer.from(key).toString('hex');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the browser's key derivation for sign-in challenges", () => {
  it('derives the key the server derives, with WebCrypto', async () => {
    vi.stubGlobal('crypto', webcrypto);
    expect(hex((await deriveKey(parameters, salt, password)).derivedKey)).toBe(serverKey);
  });

  it('derives the same key where the page has no WebCrypto (plain http)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    expect(hex((await deriveKey(parameters, salt, password)).derivedKey)).toBe(serverKey);
  });

  it('refuses an algorithm it does not run', async () => {
    await expect(deriveKey({ ...parameters, algorithm: 'ARGON2ID' }, salt, password)).rejects.toThrow(
      'Unsupported challenge algorithm: ARGON2ID',
    );
  });
});
