import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { Business } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  consumeCode,
  countWrongTry,
  findCode,
  insertCode,
  type CodePurpose,
} from './verification-code.repository';

/** How long a code may be used (DESIGN §5). */
export const CodeLifetimeMs = 10 * 60_000;

/** A fresh six-digit code from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** Business.otpLength)).padStart(Business.otpLength, '0');
}

/** A random reference the client sends back with the code; it names the code without revealing anything. */
export function generateReference(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Keyed hash of the code with its own salt, bound to purpose and reference: a stored hash is useless for another
 * purpose or reference, and a six-digit space cannot be precomputed across codes.
 */
export function hashCode(input: {
  salt: string;
  purpose: CodePurpose;
  reference: string;
  code: string;
}): string {
  return createHmac('sha256', Buffer.from(input.salt, 'base64url'))
    .update(`${input.purpose}:${input.reference}:${input.code}`)
    .digest('hex');
}

/** Creates a code for a user and purpose; the newest code voids the older ones. Answers the plain code to send. */
export async function issueCode(options: {
  db: Db;
  tenantId: string;
  userId: string;
  purpose: CodePurpose;
  subject?: string | null;
  now?: Date;
}): Promise<{ reference: string; code: string }> {
  const now = options.now ?? new Date();
  const code = generateCode();
  const reference = generateReference();
  const salt = randomBytes(16).toString('base64url');
  await insertCode(options.db, {
    tenantId: options.tenantId,
    userId: options.userId,
    purpose: options.purpose,
    reference,
    codeHash: hashCode({ salt, purpose: options.purpose, reference, code }),
    salt,
    subject: options.subject ?? null,
    now,
    expiresAt: new Date(now.getTime() + CodeLifetimeMs),
  });
  return { reference, code };
}

/** Same work as a real check, for a user or reference that does not exist, so timing does not tell them apart. */
function decoyHash(code: string): string {
  return hashCode({ salt: 'AAAAAAAAAAAAAAAAAAAAAA', purpose: 'reset', reference: 'none', code });
}

/**
 * Checks and uses a code: right, for this purpose, reference and user, unused, unexpired and under the try limit.
 * A wrong code counts a try. Answers what the code was bound to, or null.
 */
export async function checkCode(options: {
  db: Db;
  tenantId: string;
  userId: string | null;
  purpose: CodePurpose;
  reference: string;
  code: string;
  now?: Date;
}): Promise<{ subject: string | null } | null> {
  const now = options.now ?? new Date();
  const stored = options.userId
    ? await findCode(options.db, {
        tenantId: options.tenantId,
        userId: options.userId,
        purpose: options.purpose,
        reference: options.reference,
      })
    : null;
  if (!stored) {
    decoyHash(options.code);
    return null;
  }
  const codeHash = hashCode({
    salt: stored.salt,
    purpose: options.purpose,
    reference: options.reference,
    code: options.code,
  });
  if (await consumeCode(options.db, { id: stored.id, codeHash, now })) return { subject: stored.subject };
  await countWrongTry(options.db, stored.id);
  return null;
}
