import type { SessionUser } from '../modules/identity/session.repository';
import { AppError } from './app-error';

/** The signed-in user of a route declared `auth: 'user'` (the auth plugin has already checked the session). */
export function requireUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}
