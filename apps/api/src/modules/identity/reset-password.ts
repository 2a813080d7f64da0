import type { ResetPasswordRequest, ResetPasswordResponse } from '@portal/contracts';
import { AccountLimits, CallerLimits, accountKey, callerKey } from './attempt-limiter';
import { resetCodeMail } from './code-messages';
import { brandOf, type IdentityDeps, type TenantRef } from './identity-deps';
import { findLoginCandidate } from './user.repository';
import { generateCode, generateReference, hashCode, issueCode } from './verification-code';

/**
 * Starts a password reset: mails a code to the account, if there is one. The answer (a fresh reference, mailSent
 * true) is the same for an unknown email, so the call cannot be used to find accounts.
 */
export async function resetPassword(
  deps: IdentityDeps,
  options: {
    tenant: TenantRef;
    request: ResetPasswordRequest;
    deviceId: string | null;
    callerAddress: string;
    now?: Date;
  },
): Promise<ResetPasswordResponse> {
  const { db, limiter, messaging } = deps;
  const { tenant, request } = options;
  // Counted per asking address first, so a stranger's resets do not use up the owner's.
  limiter.take(
    callerKey('code-send:reset', tenant.id, options.callerAddress, request.username),
    CallerLimits.resetSends,
  );
  limiter.take(accountKey('code-send:reset', tenant.id, request.username), AccountLimits.resetSends);
  const candidate = await findLoginCandidate(db, tenant.id, request.username);
  if (!candidate || candidate.status !== 'active') {
    // Comparable work to a real reset; the reference matches no code.
    const reference = generateReference();
    hashCode({ salt: reference, purpose: 'reset', reference, code: generateCode() });
    return { mailSent: true, verificationReference: reference, error: null };
  }
  const { reference, code } = await issueCode({
    db,
    tenantId: tenant.id,
    userId: candidate.id,
    purpose: 'reset',
    subject: request.deviceCheck ? options.deviceId : null,
    ...(options.now ? { now: options.now } : {}),
  });
  await messaging.mail.sendMail(
    resetCodeMail({ tenantId: tenant.id, brand: brandOf(tenant), to: candidate.email, code }),
  );
  return { mailSent: true, verificationReference: reference, error: null };
}
