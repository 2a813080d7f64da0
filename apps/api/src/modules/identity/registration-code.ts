import { randomBytes } from 'node:crypto';
import { IdentityErrorCode, IdentityMessage } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RegistrationPurpose } from './registration-code.repository';
import { CodeLifetimeMs, generateCode, generateReference, hashCode } from './verification-code';
import { consumeCode, countWrongTry, findCode, insertCode } from './verification-code.repository';

/** What a registration code proves: the lower-cased email, or the number as +country|digits. */
export const emailSubject = (email: string) => email.trim().toLowerCase();
export const phoneNumberSubject = (e164Code: string, phoneNumber: string) =>
  `${e164Code}|${phoneNumber.replace(/\D/g, '')}`;

/** How long a verified address stays usable for the registration it was verified for. */
export const RegistrationProofLifetimeMs = 60 * 60_000;

export async function issueRegistrationCode(options: {
  db: Db;
  tenantId: string;
  purpose: RegistrationPurpose;
  subject: string;
  now: Date;
}): Promise<{ reference: string; code: string }> {
  const code = generateCode();
  const reference = generateReference();
  const salt = randomBytes(16).toString('base64url');
  await insertCode(options.db, {
    tenantId: options.tenantId,
    userId: null,
    purpose: options.purpose,
    subject: options.subject,
    reference,
    salt,
    codeHash: hashCode({ salt, purpose: options.purpose, reference, code }),
    now: options.now,
    expiresAt: new Date(options.now.getTime() + CodeLifetimeMs),
  });
  return { reference, code };
}

/**
 * Uses a registration code with the same rules as every code (single use, 10 minutes, 5 wrong tries, newest
 * wins). A used code is the proof Register asks for by its reference. Throws 422 INVALID_CODE otherwise.
 */
export async function checkRegistrationCode(options: {
  db: Db;
  tenantId: string;
  purpose: RegistrationPurpose;
  reference: string;
  code: string;
  now: Date;
}): Promise<void> {
  const stored = await findCode(options.db, {
    tenantId: options.tenantId,
    userId: null,
    purpose: options.purpose,
    reference: options.reference,
  });
  const salt = stored?.salt ?? 'AAAAAAAAAAAAAAAAAAAAAA';
  const codeHash = hashCode({
    salt,
    purpose: options.purpose,
    reference: options.reference,
    code: options.code,
  });
  if (stored) {
    if (await consumeCode(options.db, { id: stored.id, codeHash, now: options.now })) return;
    await countWrongTry(options.db, stored.id);
  }
  throw new AppError(IdentityErrorCode.InvalidCode, 422, IdentityMessage.invalidCode);
}
