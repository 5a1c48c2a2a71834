// The key derivation of the server's sign-in challenges (PBKDF2-SHA-256, altcha-lib's algorithm of
// that name): WebCrypto where the page has it, else @noble/hashes. Browsers give WebCrypto only to
// secure contexts (https, localhost), and the platform is often opened over plain http inside a
// company network, where the JavaScript PBKDF2 does the same work about seven times slower.
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { DeriveKeyFunction } from 'altcha-lib';

export const ALGORITHM = 'PBKDF2/SHA-256';

export const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  const { algorithm, cost, keyLength = 32 } = parameters;
  if (algorithm !== ALGORITHM) throw new Error(`Unsupported challenge algorithm: ${algorithm}`);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return { derivedKey: pbkdf2(sha256, password, salt, { c: cost, dkLen: keyLength }) };
  const key = await subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', salt: salt as BufferSource, iterations: cost, hash: 'SHA-256' },
    key,
    keyLength * 8,
  );
  return { derivedKey: new Uint8Array(bits) };
};
