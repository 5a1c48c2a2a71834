import crypto from 'node:crypto';

/** An opaque, unguessable token (256 bits); only its hash is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a string (one-shot: every authenticated call hashes its token). */
export function sha256(value: string): string {
  return crypto.hash('sha256', value, 'hex');
}

/** A 6-digit numeric code, uniformly drawn. */
export function newNumericCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}
