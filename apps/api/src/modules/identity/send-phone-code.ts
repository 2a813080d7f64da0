import type { PhoneCodeResponse, SendPhoneCodeRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { AccountLimits, accountKey } from './attempt-limiter';
import { phoneCodeSms } from './code-messages';
import { brandOf, type IdentityDeps, type TenantRef } from './identity-deps';
import { liftSessionRestriction, type SessionUser } from './session.repository';
import { findUserById, saveVerifiedPhone } from './user.repository';
import { issueCode } from './verification-code';

const digitsOf = (phoneNumber: string) => phoneNumber.replace(/\D/g, '');

/** What a phone code is bound to: the exact number it was sent to. */
export const phoneSubject = (e164Code: string, phoneNumber: string) => `${e164Code}|${digitsOf(phoneNumber)}`;

/**
 * Sends an SMS code to the number the user entered. When the number is unchanged and already verified there is
 * nothing to prove: the answer is `skip` and the session becomes a full one (spec §4 "Phone flow").
 */
export async function sendPhoneCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: SendPhoneCodeRequest; session: SessionUser; now?: Date },
): Promise<PhoneCodeResponse> {
  const { db, limiter, messaging } = deps;
  const { tenant, request, session } = options;
  const now = options.now ?? new Date();
  const user = await findUserById(db, tenant.id, session.id);
  if (!user) throw AppError.unauthenticated();

  const unchanged =
    user.phoneCountryCode === request.e164Code &&
    user.phoneNumber !== null &&
    digitsOf(user.phoneNumber) === digitsOf(request.phoneNumber);
  if (!request.changePhoneNumber && unchanged && user.phoneVerified) {
    await saveVerifiedPhone(db, {
      tenantId: tenant.id,
      userId: user.id,
      e164Code: request.e164Code,
      phoneNumber: user.phoneNumber ?? request.phoneNumber,
      now,
    });
    await liftSessionRestriction(db, tenant.id, session.sessionId);
    return { smsSent: false, verificationReference: null, skip: true, verified: true, error: null };
  }

  limiter.take(accountKey('code-send:phone', tenant.id, user.email), AccountLimits.codeSends);
  const { reference, code } = await issueCode({
    db,
    tenantId: tenant.id,
    userId: user.id,
    purpose: 'phone',
    subject: phoneSubject(request.e164Code, request.phoneNumber),
    now,
  });
  await messaging.sms.sendSms(
    phoneCodeSms({
      tenantId: tenant.id,
      brand: brandOf(tenant),
      to: `${request.e164Code}${digitsOf(request.phoneNumber)}`,
      code,
    }),
  );
  return { smsSent: true, verificationReference: reference, skip: false, verified: false, error: null };
}
