import {
  IdentityErrorCode,
  IdentityMessage,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '@portal/contracts';
import { checkCallersCode } from './check-callers-code';
import type { IdentityDeps, TenantRef } from './identity-deps';
import { findLoginCandidate } from './user.repository';

/** Checks the emailed reset code; a verified reference then allows one password change (ChangePassword). */
export async function verifyCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: VerifyCodeRequest; callerAddress: string; now?: Date },
): Promise<{ status: 200 | 422; body: VerifyCodeResponse }> {
  const { tenant, request } = options;
  const candidate = await findLoginCandidate(deps.db, tenant.id, request.username);
  const checked = await checkCallersCode(deps, {
    tenantId: tenant.id,
    userId: candidate?.status === 'active' ? candidate.id : null,
    purpose: 'reset',
    reference: request.reference,
    code: request.verificationCode,
    callerAddress: options.callerAddress,
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
