import type { AuthenticateResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { insertSession, type SessionRestriction } from './session.repository';
import type { LoginCandidate } from './user.repository';

/** A working day; a later visit logs in again. */
export const SessionLifetimeMs = 12 * 60 * 60_000;
/** A restricted session is for finishing one step now, not for later. */
const RestrictedSessionLifetimeMs = 30 * 60_000;

/** Which step (if any) the user must finish before the session is a full one (spec §4 "Login"). */
export function pendingStep(user: LoginCandidate): SessionRestriction | null {
  if (user.forceChangePassword) return 'change_password';
  if (!user.phoneVerified || user.phoneCheckRequired) return 'verify_phone';
  return null;
}

/**
 * Opens the session a successful login (password, then device code if asked) leads to, restricted to the pending
 * step if there is one, and answers the login response that sends the browser to that step.
 */
export async function openSession(options: {
  db: Db;
  tenantId: string;
  user: LoginCandidate;
  now?: Date;
}): Promise<AuthenticateResponse> {
  const { db, tenantId, user } = options;
  const now = options.now ?? new Date();
  const restriction = pendingStep(user);
  const token = createSessionToken();
  await insertSession(db, {
    tenantId,
    userId: user.id,
    tokenHash: hashSessionToken(token),
    restriction,
    now,
    expiresAt: new Date(now.getTime() + (restriction ? RestrictedSessionLifetimeMs : SessionLifetimeMs)),
  });
  const phoneNumber =
    user.phoneCountryCode && user.phoneNumber
      ? { e164Code: user.phoneCountryCode, phoneNumber: user.phoneNumber }
      : null;
  return {
    authenticated: true,
    forceChangePassword: restriction === 'change_password',
    verifyPhoneNumber: restriction === 'verify_phone',
    phoneNumber,
    identity: { token },
    verificationReference: null,
    error: null,
  };
}
