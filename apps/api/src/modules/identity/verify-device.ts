import {
  IdentityErrorCode,
  IdentityMessage,
  type AuthenticateResponse,
  type VerifyDeviceRequest,
} from '@portal/contracts';
import { rejectedLogin } from './authenticate';
import { checkCallersCode } from './check-callers-code';
import type { IdentityDeps, TenantRef } from './identity-deps';
import { openSession } from './open-session';
import { trustDevice } from './trusted-device.repository';
import { findLoginCandidate } from './user.repository';

const invalidCode: AuthenticateResponse = {
  ...rejectedLogin,
  error: { code: IdentityErrorCode.InvalidCode, message: IdentityMessage.invalidCode },
};

/**
 * The emailed device code finishes the login it was sent for: the browser the code was issued to becomes trusted
 * for the user, and the login continues with its remaining steps (spec §4).
 */
export async function verifyDevice(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: VerifyDeviceRequest; callerAddress: string; now?: Date },
): Promise<{ status: 200 | 401; body: AuthenticateResponse }> {
  const { db } = deps;
  const { tenant, request } = options;
  const candidate = await findLoginCandidate(db, tenant.id, request.username);
  const usable = candidate?.status === 'active' ? candidate : null;
  const checked = await checkCallersCode(deps, {
    tenantId: tenant.id,
    userId: usable?.id ?? null,
    purpose: 'device',
    reference: request.reference,
    code: request.verificationCode,
    callerAddress: options.callerAddress,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!checked || !usable) return { status: 401, body: invalidCode };
  if (checked.subject)
    await trustDevice(db, { tenantId: tenant.id, userId: usable.id, deviceId: checked.subject });
  return {
    status: 200,
    body: await openSession({
      db,
      tenantId: tenant.id,
      user: usable,
      ...(options.now ? { now: options.now } : {}),
    }),
  };
}
