import {
  IdentityErrorCode,
  IdentityMessage,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '@portal/contracts';
import { AccountLimits, accountKey } from './attempt-limiter';
import type { IdentityDeps, TenantRef } from './identity-deps';
import { findLoginCandidate } from './user.repository';
import { checkCode } from './verification-code';

/** Checks the emailed reset code; a verified reference then allows one password change (ChangePassword). */
export async function verifyCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: VerifyCodeRequest; now?: Date },
): Promise<{ status: 200 | 422; body: VerifyCodeResponse }> {
  const { db, limiter } = deps;
  const { tenant, request } = options;
  limiter.take(accountKey('code-check', tenant.id, request.username), AccountLimits.codeChecks);
  const candidate = await findLoginCandidate(db, tenant.id, request.username);
  const checked = await checkCode({
    db,
    tenantId: tenant.id,
    userId: candidate?.status === 'active' ? candidate.id : null,
    purpose: 'reset',
    reference: request.reference,
    code: request.verificationCode,
    ...(options.now ? { now: options.now } : {}),
  });
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
