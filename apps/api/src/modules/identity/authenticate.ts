import {
  ErrorCode,
  InvalidCredentialsMessage,
  type AuthenticateRequest,
  type AuthenticateResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { unknownUserPasswordHash, verifyPassword } from '../../lib/password';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { insertSession } from './session.repository';
import { findLoginCandidate } from './user.repository';

/** A working day; a later visit logs in again. */
const sessionLifetimeMs = 12 * 60 * 60_000;

const rejected: AuthenticateResponse = {
  authenticated: false,
  forceChangePassword: false,
  verifyPhoneNumber: false,
  phoneNumber: null,
  identity: null,
  verificationReference: null,
  error: { code: ErrorCode.InvalidCredentials, message: InvalidCredentialsMessage },
};

/**
 * Checks an email and password on the request's tenant and opens a session. An unknown email, a wrong password and
 * a disabled account give the same answer after the same work (one argon2 verification), so accounts cannot be
 * probed by content or timing. A rejection writes nothing.
 */
export async function authenticate(options: {
  db: Db;
  tenantId: string;
  credentials: AuthenticateRequest;
}): Promise<{ status: 200 | 401; body: AuthenticateResponse }> {
  const { db, tenantId, credentials } = options;
  const candidate = await findLoginCandidate(db, tenantId, credentials.username);
  const passwordMatches = await verifyPassword(
    candidate?.passwordHash ?? unknownUserPasswordHash,
    credentials.password,
  );
  if (!candidate || !passwordMatches || candidate.status !== 'active') return { status: 401, body: rejected };

  const token = createSessionToken();
  await insertSession(db, {
    tenantId,
    userId: candidate.id,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });

  const phoneNumber =
    candidate.phoneCountryCode && candidate.phoneNumber
      ? { e164Code: candidate.phoneCountryCode, phoneNumber: candidate.phoneNumber }
      : null;
  return {
    status: 200,
    body: {
      authenticated: true,
      forceChangePassword: candidate.forceChangePassword,
      // Phone verification arrives with the phone flow; until then no account is asked to verify.
      verifyPhoneNumber: false,
      phoneNumber,
      identity: { token },
      verificationReference: null,
      error: null,
    },
  };
}
