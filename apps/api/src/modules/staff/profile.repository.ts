import { and, eq } from 'drizzle-orm';
import { agencies, agencyAccountManagers, agencyBranches, roles, users } from '../../db/schema';
import type { Executor } from './staff-scope';

export interface OwnProfileRow {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  designation: string | null;
  photoPath: string | null;
  role: 'agent' | 'staff' | 'operator';
  roleName: string | null;
  agencyId: string | null;
  agencyName: string | null;
  branch: {
    name: string;
    code: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    contactName: string;
  } | null;
}

/** The signed-in user's own details, role name, agency name and branch contacts. */
export async function findOwnProfile(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<OwnProfileRow | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneCountryCode: users.phoneCountryCode,
      phoneNumber: users.phoneNumber,
      designation: users.designation,
      photoPath: users.photoPath,
      role: users.role,
      roleName: roles.name,
      agencyId: users.agencyId,
      agencyName: agencies.name,
      branchName: agencyBranches.name,
      branchCode: agencyBranches.code,
      branchEmail: agencyBranches.email,
      branchPhone: agencyBranches.phone,
      branchAddress: agencyBranches.address,
      branchCity: agencyBranches.city,
      branchContact: agencyBranches.contactName,
    })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.tenantId, users.tenantId)))
    .leftJoin(agencies, and(eq(agencies.id, users.agencyId), eq(agencies.tenantId, users.tenantId)))
    .leftJoin(
      agencyBranches,
      and(eq(agencyBranches.id, users.branchId), eq(agencyBranches.tenantId, users.tenantId)),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!row) return null;
  const {
    branchName,
    branchCode,
    branchEmail,
    branchPhone,
    branchAddress,
    branchCity,
    branchContact,
    ...person
  } = row;
  return {
    ...person,
    branch:
      branchName !== null &&
      branchCode !== null &&
      branchEmail !== null &&
      branchPhone !== null &&
      branchAddress !== null &&
      branchCity !== null &&
      branchContact !== null
        ? {
            name: branchName,
            code: branchCode,
            email: branchEmail,
            phone: branchPhone,
            address: branchAddress,
            city: branchCity,
            contactName: branchContact,
          }
        : null,
  };
}

export async function updateOwnBasicInfo(
  tx: Executor,
  tenantId: string,
  userId: string,
  fields: {
    firstName: string;
    lastName: string;
    phoneCountryCode: string | null;
    phoneNumber: string | null;
    designation: string | null;
    phoneVerified?: boolean;
    now: Date;
  },
): Promise<void> {
  const { now, ...rest } = fields;
  await tx
    .update(users)
    .set({ ...rest, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** Puts the new photo in place and answers the old one's stored name, for removing its file afterwards. */
export async function replaceOwnPhoto(
  tx: Executor,
  tenantId: string,
  userId: string,
  photoPath: string,
  now: Date,
): Promise<{ previous: string | null } | null> {
  const [current] = await tx
    .select({ photoPath: users.photoPath })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('update');
  if (!current) return null;
  await tx
    .update(users)
    .set({ photoPath, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return { previous: current.photoPath };
}

export async function findPasswordHash(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.passwordHash ?? null;
}

/** The new password; a pending forced change is then done. */
export async function updateOwnPassword(
  tx: Executor,
  tenantId: string,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, forceChangePassword: false, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** The operator who looks after the agency (its account manager), while active; null when none is assigned. */
export async function findAccountManager(
  db: Executor,
  tenantId: string,
  agencyId: string,
): Promise<{ name: string; email: string; phoneNumber: string } | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneCountryCode: users.phoneCountryCode,
      phoneNumber: users.phoneNumber,
    })
    .from(agencyAccountManagers)
    .innerJoin(
      users,
      and(
        eq(users.id, agencyAccountManagers.operatorId),
        eq(users.tenantId, agencyAccountManagers.tenantId),
        eq(users.status, 'active'),
      ),
    )
    .where(and(eq(agencyAccountManagers.tenantId, tenantId), eq(agencyAccountManagers.agencyId, agencyId)))
    .limit(1);
  if (!row) return null;
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phoneNumber: row.phoneNumber ?? '',
  };
}
