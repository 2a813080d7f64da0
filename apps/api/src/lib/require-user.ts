import type { SessionUser } from '../modules/identity/session.repository';
import { AppError } from './app-error';

/** The signed-in user of a route declared `auth: 'user'` (the auth plugin has already checked the session). */
export function requireUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

/** The signed-in user of an agency's own call (its money, deposits, dues): operators have no agency, so 403. */
export function requireAgencyUser(request: { user: SessionUser | null }): SessionUser & { agencyId: string } {
  const user = requireUser(request);
  if (!user.agencyId) throw AppError.forbidden();
  return { ...user, agencyId: user.agencyId };
}
