import type { z } from 'zod';
import {
  ProfileErrorCode,
  ProfileMessage,
  type ChangePasswordResponse,
  type ZUpdatePasswordRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeUserSessions } from '../../sessions/user-sessions.repository';
import { findPasswordHash, updateOwnPassword } from './profile.repository';

/**
 * The signed-in user changes their password: the current one must match (422), the new one follows spec §5 (the
 * schema) and differs from the current one. Every other session of the user ends at once; this one stays.
 */
export async function updateMyPassword(options: {
  db: Db;
  tenantId: string;
  userId: string;
  sessionId: string;
  request: z.output<typeof ZUpdatePasswordRequest>;
  now: Date;
}): Promise<ChangePasswordResponse> {
  const { db, tenantId, userId, request, now } = options;
  const currentHash = await findPasswordHash(db, tenantId, userId);
  if (!currentHash || !(await verifyPassword(currentHash, request.currentPassword))) {
    throw new AppError(ProfileErrorCode.CurrentPasswordWrong, 422, ProfileMessage.currentPasswordWrong);
  }
  if (request.password === request.currentPassword) {
    throw new AppError(ProfileErrorCode.PasswordUnchanged, 422, ProfileMessage.passwordUnchanged);
  }
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    await updateOwnPassword(tx, tenantId, userId, passwordHash, now);
    await revokeUserSessions(tx, { tenantId, userId, now, exceptSessionId: options.sessionId });
  });
  return { passwordChanged: true, error: null };
}
