import type { UserContext } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { logoUrl } from '../../lib/logo-url';
import { operatorPermissionsOf } from '../../lib/permission';
import { loadAgencyFrame } from './agency-frame';
import { sessionNotice, type NoticeSession } from './session-notice';
import { findUserContext } from './user-context.repository';

/** Who is signed in and what they may do, with their photo and their branch's contacts (null at head office). */
export async function getUserContext(options: {
  db: Db;
  tenantId: string;
  /** Whether the tenant is the provider's: its operators alone hold tenant management. */
  tenantIsMain: boolean;
  userId: string;
  /** The calling session, its token and X-Geo-Data header: for forced logout, token rotation and device data. */
  session?: { session: NoticeSession; token: string; geoDataHeader: string | undefined };
}): Promise<UserContext> {
  const row = await findUserContext(options.db, options.tenantId, options.userId);
  if (!row) throw AppError.unauthenticated();
  const agencyFrame = await loadAgencyFrame({
    ...options,
    agencyId: row.agencyId,
    functionalities: row.functionalities,
  });
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.agencyName,
    email: row.email,
    profileLogo: logoUrl('profile', row.photoPath),
    companyLogo: logoUrl('company', row.agencyLogo),
    onlineUpload: false,
    functionalities: row.functionalities,
    isOperator: row.agencyId === null,
    operatorPermissions: row.agencyId === null ? operatorPermissionsOf(options.tenantIsMain) : [],
    isReviewGiven: false,
    ...agencyFrame,
    associatedBranch:
      row.branchName !== null && row.branchEmail !== null && row.branchPhone !== null
        ? { name: row.branchName, email: row.branchEmail, phoneNumber: row.branchPhone }
        : null,
    authentic: options.session
      ? await sessionNotice({ db: options.db, tenantId: options.tenantId, ...options.session })
      : { forceLogout: false, logoutMessage: null, newToken: null },
  };
}
