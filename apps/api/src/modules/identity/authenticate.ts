import {
  ErrorCode,
  IdentityErrorCode,
  IdentityMessage,
  InvalidCredentialsMessage,
  RegistrationErrorCode,
  RegistrationMessage,
  type AuthenticateRequest,
  type AuthenticateResponse,
} from '@portal/contracts';
import { unknownUserPasswordHash, verifyPassword } from '../../lib/password';
import { AccountLimits, CallerLimits, accountKey, callerKey } from './attempt-limiter';
import type { BotCheck } from './bot-check';
import { deviceCodeMail } from './code-messages';
import { brandOf, type IdentityDeps, type TenantRef } from './identity-deps';
import { openSession } from './open-session';
import { isDeviceTrusted } from './trusted-device.repository';
import { findLoginCandidate } from './user.repository';
import { issueCode } from './verification-code';

export const rejectedLogin: AuthenticateResponse = {
  authenticated: false,
  forceChangePassword: false,
  verifyPhoneNumber: false,
  phoneNumber: null,
  identity: null,
  verificationReference: null,
  error: { code: ErrorCode.InvalidCredentials, message: InvalidCredentialsMessage },
};

const botCheckRequired: AuthenticateResponse = {
  ...rejectedLogin,
  error: { code: IdentityErrorCode.BotCheckRequired, message: IdentityMessage.botCheckRequired },
};

/**
 * Checks an email and password on the request's tenant. An unknown email, a wrong password and a disabled account
 * give the same answer after the same work (one argon2 verification), so accounts cannot be probed by content or
 * timing; a rejection writes nothing. When the tenant asks for device verification and this browser is not yet
 * trusted for the user, a code is mailed and the answer carries its reference instead of a session.
 *
 * Guessing is slowed without locking the owner out: one caller (a trusted device, else an address) gets 429 after
 * its own failures on the account; failures from everywhere only make untrusted devices pass the bot check first.
 */
export async function authenticate(
  deps: IdentityDeps,
  options: {
    tenant: TenantRef;
    credentials: AuthenticateRequest;
    deviceId: string | null;
    callerAddress: string;
    botCheck: BotCheck;
    now?: Date;
  },
): Promise<{ status: 200 | 401; body: AuthenticateResponse }> {
  const { db, limiter, messaging } = deps;
  const { tenant, credentials, deviceId } = options;
  const accountFailures = accountKey('login-failure', tenant.id, credentials.username);
  const candidate = await findLoginCandidate(db, tenant.id, credentials.username);
  const trustedDevice =
    candidate !== null &&
    deviceId !== null &&
    (await isDeviceTrusted(db, { tenantId: tenant.id, userId: candidate.id, deviceId }));
  // The caller is the device the account trusts, else the address: a guesser sharing the owner's address (an
  // office behind one gateway) wears out the address, not the owner's browser.
  const caller = trustedDevice ? `device:${deviceId}` : options.callerAddress;
  const callerFailures = callerKey('login-failure', tenant.id, caller, credentials.username);
  limiter.assertAllowed(callerFailures, CallerLimits.failedLogins);
  // Asked before the password is checked, of right and wrong passwords alike, so the question reveals nothing.
  if (
    !trustedDevice &&
    limiter.isSpent(accountFailures, AccountLimits.failedLogins) &&
    !(credentials.botCheck && options.botCheck.verify(credentials.botCheck))
  ) {
    return { status: 401, body: botCheckRequired };
  }

  const passwordMatches = await verifyPassword(
    candidate?.passwordHash ?? unknownUserPasswordHash,
    credentials.password,
  );
  if (!candidate || !passwordMatches || candidate.status !== 'active') {
    limiter.record(callerFailures, CallerLimits.failedLogins);
    limiter.record(accountFailures, AccountLimits.failedLogins);
    return { status: 401, body: rejectedLogin };
  }
  // Only someone who knows the password learns that the registration is still waiting; a rejected one reads as wrong.
  if (candidate.agencyStatus === 'pending') {
    return {
      status: 401,
      body: {
        ...rejectedLogin,
        error: {
          code: RegistrationErrorCode.AwaitingApproval,
          message: RegistrationMessage.awaitingApproval,
        },
      },
    };
  }
  if (candidate.agencyStatus === 'rejected') return { status: 401, body: rejectedLogin };

  const mustVerifyDevice = tenant.config.security?.requireDeviceVerification === true && !trustedDevice;
  if (mustVerifyDevice) {
    limiter.take(accountKey('code-send:device', tenant.id, candidate.email), AccountLimits.codeSends);
    const { reference, code } = await issueCode({
      db,
      tenantId: tenant.id,
      userId: candidate.id,
      purpose: 'device',
      subject: deviceId,
      ...(options.now ? { now: options.now } : {}),
    });
    await messaging.mail.sendMail(
      deviceCodeMail({ tenantId: tenant.id, brand: brandOf(tenant), to: candidate.email, code }),
    );
    return {
      status: 200,
      body: { ...rejectedLogin, error: null, verificationReference: reference },
    };
  }

  return {
    status: 200,
    body: await openSession({
      db,
      tenantId: tenant.id,
      user: candidate,
      ...(options.now ? { now: options.now } : {}),
    }),
  };
}
