import {
  IdentityErrorCode,
  IdentityMessage,
  type PhoneCodeResponse,
  type VerifyPhoneCodeRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { AccountLimits, accountKey } from './attempt-limiter';
import type { IdentityDeps, TenantRef } from './identity-deps';
import { phoneSubject } from './send-phone-code';
import { liftSessionRestriction, type SessionUser } from './session.repository';
import { saveVerifiedPhone } from './user.repository';
import { checkCode } from './verification-code';

const invalid: PhoneCodeResponse = {
  smsSent: false,
  verificationReference: null,
  skip: false,
  verified: false,
  error: { code: IdentityErrorCode.InvalidCode, message: IdentityMessage.invalidCode },
};

/** The SMS code proves the number it was sent to; that number is saved as verified and the session becomes full. */
export async function verifyPhoneCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: VerifyPhoneCodeRequest; session: SessionUser; now?: Date },
): Promise<{ status: 200 | 422; body: PhoneCodeResponse }> {
  const { db, limiter } = deps;
  const { tenant, request, session } = options;
  const now = options.now ?? new Date();
  if (request.username.trim().toLowerCase() !== session.email) throw AppError.forbidden();
  limiter.take(accountKey('code-check:phone', tenant.id, session.email), AccountLimits.phoneCodeChecks);
  const checked = await checkCode({
    db,
    tenantId: tenant.id,
    userId: session.id,
    purpose: 'phone',
    reference: request.reference,
    code: request.verificationCode,
    now,
  });
  if (!checked || checked.subject !== phoneSubject(request.e164Code, request.phoneNumber)) {
    return { status: 422, body: invalid };
  }
  await saveVerifiedPhone(db, {
    tenantId: tenant.id,
    userId: session.id,
    e164Code: request.e164Code,
    phoneNumber: request.phoneNumber,
    now,
  });
  await liftSessionRestriction(db, tenant.id, session.sessionId);
  return {
    status: 200,
    body: { smsSent: false, verificationReference: null, skip: false, verified: true, error: null },
  };
}
