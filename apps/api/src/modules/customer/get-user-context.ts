import type { UserContext } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserContext } from './user-context.repository';

/**
 * Who is signed in and what they may do. Document collection, staff and branch links and forced logout come with
 * their own features; until then they answer their neutral values.
 */
export async function getUserContext(options: {
  db: Db;
  tenantId: string;
  userId: string;
}): Promise<UserContext> {
  const row = await findUserContext(options.db, options.tenantId, options.userId);
  if (!row) throw AppError.unauthenticated();
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.agencyName,
    email: row.email,
    profileLogo: null,
    companyLogo: row.agencyLogo,
    onlineUpload: false,
    functionalities: row.functionalities,
    isReviewGiven: false,
    documentCollect: { canSkip: true, forceCollect: false },
    associatedStaff: null,
    associatedBranch: null,
    authentic: { forceLogout: false, logoutMessage: null, newToken: null },
  };
}
