import type { MyBasicInfo, MyProfile } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { logoUrl } from '../../lib/logo-url';
import { findAccountManager, findOwnProfile, type OwnProfileRow } from './profile.repository';

export const toMyBasicInfo = (row: OwnProfileRow): MyBasicInfo => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  e164Code: row.phoneCountryCode,
  phoneNumber: row.phoneNumber,
  designation: row.designation,
});

/** The signed-in user's own details as the profile form shows them. */
export async function loadMyBasicInfo(options: {
  db: Db;
  tenantId: string;
  userId: string;
}): Promise<MyBasicInfo> {
  const row = await findOwnProfile(options.db, options.tenantId, options.userId);
  if (!row) throw AppError.unauthenticated();
  return toMyBasicInfo(row);
}

/** The profile page: own details and photo, role, branch contacts and the agency's account manager. */
export async function loadMyProfile(options: {
  db: Db;
  tenantId: string;
  userId: string;
}): Promise<MyProfile> {
  const row = await findOwnProfile(options.db, options.tenantId, options.userId);
  if (!row) throw AppError.unauthenticated();
  const associatedStaff = row.agencyId
    ? await findAccountManager(options.db, options.tenantId, row.agencyId)
    : null;
  return {
    ...toMyBasicInfo(row),
    photoUrl: logoUrl('profile', row.photoPath),
    companyName: row.agencyName,
    isOwner: row.role === 'agent',
    roleName: row.roleName,
    branch: row.branch
      ? {
          name: row.branch.name,
          code: row.branch.code,
          email: row.branch.email,
          phoneNumber: row.branch.phone,
          address: row.branch.address,
          city: row.branch.city,
          contactName: row.branch.contactName,
        }
      : null,
    associatedStaff,
  };
}
