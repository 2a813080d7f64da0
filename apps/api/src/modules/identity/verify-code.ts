import {
  IdentityErrorCode,
  IdentityMessage,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '@portal/contracts';
import { CallerLimits, callerKey } from './attempt-limiter';
import type { IdentityDeps, TenantRef } from './identity-deps';
import { findLoginCandidate } from './user.repository';
import { checkCode } from './verification-code';

/** Checks the emailed reset code; a verified reference then allows one password change (ChangePassword). */
export async function verifyCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: VerifyCodeRequest; callerAddress: string; now?: Date },
): Promise<{ status: 200 | 422; body: VerifyCodeResponse }> {
  const { db, limiter } = deps;
  const { tenant, request } = options;
  const candidate = await findLoginCandidate(db, tenant.id, request.username);
  // As for device codes: a failure spends the caller's budget and the named code's tries, never the account's.
  const checked = await limiter.whileAllowed(
    callerKey('code-check-failure', tenant.id, options.callerAddress),
    CallerLimits.failedCodeChecks,
    () =>
      checkCode({
        db,
        tenantId: tenant.id,
        userId: candidate?.status === 'active' ? candidate.id : null,
        purpose: 'reset',
        reference: request.reference,
        code: request.verificationCode,
        ...(options.now ? { now: options.now } : {}),
      }),
  );
  if (!checked) {
    return {
      status: 422,
      body: {
        verified: false,
        error: { code: IdentityErrorCode.InvalidCode, message: IdentityMessage.invalidCode },
      },
    };
  }
  return { status: 200, body: { verified: true, error: null } };
}
