import {
  IdentityErrorCode,
  IdentityMessage,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { IdentityDeps, TenantRef } from './identity-deps';
import { CodeLifetimeMs } from './verification-code';
import { spendVerifiedCode } from './verification-code.repository';
import { revokeUserSessions, type SessionUser } from './session.repository';
import { trustDevice } from './trusted-device.repository';
import { findLoginCandidate, updatePassword } from './user.repository';

const notVerified: ChangePasswordResponse = {
  passwordChanged: false,
  error: { code: IdentityErrorCode.ResetNotVerified, message: IdentityMessage.resetNotVerified },
};

/**
 * Sets a new password, either at the end of a reset (bound to a verified reset reference, spent once) or as the
 * forced change after login (bound to the restricted session of that step). Every session of the user ends: the
 * user logs in again with the new password (spec §2 "Please login using new password").
 */
export async function changePassword(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: ChangePasswordRequest; session: SessionUser | null; now?: Date },
): Promise<{ status: 200 | 422; body: ChangePasswordResponse }> {
  const { db } = deps;
  const { tenant, request, session } = options;
  const now = options.now ?? new Date();
  const candidate = await findLoginCandidate(db, tenant.id, request.username);

  let trustedDevice: string | null = null;
  if (request.reference !== undefined) {
    const spent =
      candidate?.status === 'active'
        ? await spendVerifiedCode(db, {
            tenantId: tenant.id,
            userId: candidate.id,
            purpose: 'reset',
            reference: request.reference,
            verifiedAfter: new Date(now.getTime() - CodeLifetimeMs),
            now,
          })
        : null;
    if (!candidate || !spent) return { status: 422, body: notVerified };
    trustedDevice = spent.subject;
  } else {
    if (!session) throw AppError.unauthenticated('Please log in to continue.');
    if (session.restriction !== 'change_password') {
      throw new AppError(IdentityErrorCode.SessionRestricted, 403, IdentityMessage.sessionRestricted);
    }
    if (!candidate || candidate.id !== session.id) throw AppError.forbidden();
  }

  await updatePassword(db, {
    tenantId: tenant.id,
    userId: candidate.id,
    passwordHash: await hashPassword(request.password),
    now,
  });
  await revokeUserSessions(db, { tenantId: tenant.id, userId: candidate.id, now });
  if (trustedDevice)
    await trustDevice(db, { tenantId: tenant.id, userId: candidate.id, deviceId: trustedDevice });
  return { status: 200, body: { passwordChanged: true, error: null } };
}
