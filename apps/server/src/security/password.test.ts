import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('accepts the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('Admin@123');
    expect(stored).not.toContain('Admin@123');
    await expect(verifyPassword('Admin@123', stored)).resolves.toBe(true);
    await expect(verifyPassword('admin@123', stored)).resolves.toBe(false);
  });

  it('salts every hash so equal passwords do not share a stored value', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
