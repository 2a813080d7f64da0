import type { LogoutResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SessionUser } from './session.repository';
import { revokeSession } from './session.repository';

/** Ends the current session; the token is refused from the very next request. */
export async function logout(options: { db: Db; user: SessionUser }): Promise<LogoutResponse> {
  await revokeSession(options.db, options.user.tenantId, options.user.sessionId, new Date());
  return { loggedOut: true };
}
