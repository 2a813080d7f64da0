import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/require-user';

/** The caller's agency: deposits are an agency's; operators have none and are refused (403). */
export function agencyUserOf(request: Parameters<typeof requireUser>[0]) {
  const user = requireUser(request);
  if (!user.agencyId) throw AppError.forbidden();
  return { ...user, agencyId: user.agencyId };
}
