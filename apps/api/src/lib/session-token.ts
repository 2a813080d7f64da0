import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
