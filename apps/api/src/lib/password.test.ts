import { describe, expect, it } from 'vitest';
import { hashPassword, unknownUserPasswordHash, verifyPassword } from './password';

const agreedParameters = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('passwords', () => {
  it('hashes with argon2id at the agreed cost and verifies', async () => {
    const hash = await hashPassword('Demo@1234');
    expect(hash).toMatch(agreedParameters);
    expect(await verifyPassword(hash, 'Demo@1234')).toBe(true);
    expect(await verifyPassword(hash, 'demo@1234')).toBe(false);
  });

  it('reads a malformed stored hash as a failed match', async () => {
    expect(await verifyPassword('not-a-hash', 'Demo@1234')).toBe(false);
  });

  it('keeps the stand-in hash for unknown users at the same cost as real ones', async () => {
    expect(unknownUserPasswordHash).toMatch(agreedParameters);
    expect(await verifyPassword(unknownUserPasswordHash, 'Demo@1234')).toBe(false);
  });
});
