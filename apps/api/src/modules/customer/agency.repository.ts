import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyAccountManagers, roles, users } from '../../db/schema';

export interface AgencyFrameRow {
  tradeLicenseNumber: string | null;
  documentsSkippable: boolean;
  accountManager: { firstName: string; lastName: string; email: string; phone: string | null } | null;
}

/** What the signed-in frame needs of the user's agency: document state and the operator who looks after it. */
export async function findAgencyFrame(
  db: Db,
  tenantId: string,
  agencyId: string,
): Promise<AgencyFrameRow | null> {
  const [row] = await db
    .select({
      tradeLicenseNumber: agencies.tradeLicenseNumber,
      documentsSkippable: agencies.documentsSkippable,
      managerFirstName: users.firstName,
      managerLastName: users.lastName,
      managerEmail: users.email,
      managerPhoneCode: users.phoneCountryCode,
      managerPhone: users.phoneNumber,
    })
    .from(agencies)
    .leftJoin(
      agencyAccountManagers,
      and(
        eq(agencyAccountManagers.agencyId, agencies.id),
        eq(agencyAccountManagers.tenantId, agencies.tenantId),
      ),
    )
    .leftJoin(
      users,
      and(
        eq(users.id, agencyAccountManagers.operatorId),
        eq(users.tenantId, agencies.tenantId),
        eq(users.status, 'active'),
      ),
    )
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  if (!row) return null;
  return {
    tradeLicenseNumber: row.tradeLicenseNumber,
    documentsSkippable: row.documentsSkippable,
    accountManager:
      row.managerEmail && row.managerFirstName !== null && row.managerLastName !== null
        ? {
            firstName: row.managerFirstName,
            lastName: row.managerLastName,
            email: row.managerEmail,
            phone: row.managerPhone ? `${row.managerPhoneCode ?? ''}${row.managerPhone}` : null,
          }
        : null,
  };
}

export async function findAgencyBasicInfo(db: Db, tenantId: string, agencyId: string) {
  const [row] = await db
    .select({
      agencyId: agencies.id,
      name: agencies.name,
      type: agencies.type,
      email: agencies.email,
      phone: agencies.phone,
      address: agencies.address,
      logo: agencies.logoPath,
      tradeLicenseNumber: agencies.tradeLicenseNumber,
      civilAviationNumber: agencies.civilAviationNumber,
    })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  return row ?? null;
}

/** Stores the numbers and forgets an earlier skip; answers whether the agency was found. */
export async function saveAgencyDocuments(
  db: Db,
  input: {
    tenantId: string;
    agencyId: string;
    tradeLicenseNumber: string;
    civilAviationNumber: string | null;
  },
): Promise<boolean> {
  const updated = await db
    .update(agencies)
    .set({
      tradeLicenseNumber: input.tradeLicenseNumber,
      civilAviationNumber: input.civilAviationNumber,
      documentsSkippedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(agencies.tenantId, input.tenantId), eq(agencies.id, input.agencyId)))
    .returning({ id: agencies.id });
  return updated.length > 0;
}

/** Records when the prompt was last skipped (kept for the back office; the client snoozes on its own). */
export async function recordDocumentsSkipped(
  db: Db,
  input: { tenantId: string; agencyId: string; now: Date },
): Promise<void> {
  await db
    .update(agencies)
    .set({ documentsSkippedAt: input.now })
    .where(
      and(
        eq(agencies.tenantId, input.tenantId),
        eq(agencies.id, input.agencyId),
        isNull(agencies.tradeLicenseNumber),
      ),
    );
}

/** A user of the given agency (and tenant) with its role's name; another agency's user is simply not found. */
export async function findAgencyUser(db: Db, input: { tenantId: string; agencyId: string; userId: string }) {
  const [row] = await db
    .select({
      staffId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      roleName: roles.name,
    })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.agencyId, users.agencyId)))
    .where(
      and(eq(users.tenantId, input.tenantId), eq(users.agencyId, input.agencyId), eq(users.id, input.userId)),
    )
    .limit(1);
  return row ?? null;
}
