import {
  IdentityMessage,
  type EndUserSessionsRequest,
  type EndUserSessionsResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forceLogoutUserSessions, type SessionUser } from './session.repository';
import { findLoginCandidate, findUserById } from './user.repository';

/**
 * An operator ends a user's sessions. The user's next user-context call answers forceLogout with the message (the
 * browser shows the logout modal); every other call with those tokens answers 401 at once.
 */
export async function endUserSessions(options: {
  db: Db;
  operator: SessionUser;
  request: EndUserSessionsRequest;
  now?: Date;
}): Promise<EndUserSessionsResponse> {
  const { db, operator, request } = options;
  if (operator.role !== 'operator') throw AppError.forbidden();
  const user = request.userId
    ? await findUserById(db, operator.tenantId, request.userId)
    : await findLoginCandidate(db, operator.tenantId, request.email ?? '');
  if (!user) throw AppError.notFound('No such user.');
  const endedSessions = await forceLogoutUserSessions(db, {
    tenantId: operator.tenantId,
    userId: user.id,
    message: request.logoutMessage ?? IdentityMessage.defaultLogoutMessage,
    now: options.now ?? new Date(),
  });
  return { endedSessions };
}
