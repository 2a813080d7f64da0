import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The library's default algorithm is argon2id;
 * its enum is a const enum that isolated modules cannot import, so the default is relied on and tested.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a failed login, never as an error with details.
    return false;
  }
}

/**
 * A hash of a random password nobody knows, with the same parameters, verified when the email is unknown so that
 * an unknown email and a wrong password take the same time.
 */
export const unknownUserPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$Dp8zjaZqnIvBLNxCy3nGSA$Gr1d5hB4DX35cbiwashAljs1VuP50UA+LZN/8NK+VOk';
