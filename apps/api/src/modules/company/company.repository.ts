import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyBranches, ledgerAccounts, users } from '../../db/schema';

/** Every company call is scoped to the caller's tenant and agency: another's rows are never found. */
export interface AgencyScope {
  tenantId: string;
  agencyId: string;
}

const ofAgency = (scope: AgencyScope) =>
  and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId));

const companyColumns = {
  agencyId: agencies.id,
  name: agencies.name,
  type: agencies.type,
  status: agencies.status,
  email: agencies.email,
  phone: agencies.phone,
  address: agencies.address,
  city: agencies.city,
  zipCode: agencies.zipCode,
  website: agencies.website,
  timeZone: agencies.timeZone,
  currency: agencies.currency,
  logoPath: agencies.logoPath,
  tradeLicenseNumber: agencies.tradeLicenseNumber,
  civilAviationNumber: agencies.civilAviationNumber,
  createdAt: agencies.createdAt,
};
const selectCompany = (db: Db) => db.select(companyColumns).from(agencies);
export type CompanyRow = Awaited<ReturnType<typeof selectCompany>>[number];

export async function findCompany(db: Db, scope: AgencyScope): Promise<CompanyRow | null> {
  const [row] = await selectCompany(db).where(ofAgency(scope)).limit(1);
  return row ?? null;
}

/** The agency's row, locked for the rest of the transaction (writes that must not interleave). */
export async function lockCompany(tx: Db, scope: AgencyScope): Promise<CompanyRow | null> {
  const [row] = await selectCompany(tx).where(ofAgency(scope)).for('update');
  return row ?? null;
}

export type CompanyFields = Pick<
  CompanyRow,
  'name' | 'email' | 'phone' | 'address' | 'city' | 'zipCode' | 'website' | 'timeZone' | 'currency'
>;

export async function updateCompany(
  tx: Db,
  scope: AgencyScope,
  fields: CompanyFields,
  now: Date,
): Promise<void> {
  await tx
    .update(agencies)
    .set({ ...fields, updatedAt: now })
    .where(ofAgency(scope));
}

export async function setCompanyLogo(
  tx: Db,
  scope: AgencyScope,
  logoPath: string | null,
  now: Date,
): Promise<void> {
  await tx.update(agencies).set({ logoPath, updatedAt: now }).where(ofAgency(scope));
}

/** The stored name of the agency's logo, or null. */
export async function findCompanyLogo(db: Db, scope: AgencyScope): Promise<string | null> {
  const [row] = await db
    .select({ logoPath: agencies.logoPath })
    .from(agencies)
    .where(ofAgency(scope))
    .limit(1);
  return row?.logoPath ?? null;
}

/** The stored name of a user's own photo, or null. */
export async function findUserPhoto(
  db: Db,
  input: { tenantId: string; userId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ photoPath: users.photoPath })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)))
    .limit(1);
  return row?.photoPath ?? null;
}

/** The currencies of the agency's wallets, oldest wallet first. */
export async function listWalletCurrencies(db: Db, scope: AgencyScope): Promise<string[]> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, scope.tenantId),
        eq(ledgerAccounts.agencyId, scope.agencyId),
        eq(ledgerAccounts.kind, 'agency_wallet'),
      ),
    )
    .orderBy(ledgerAccounts.createdAt);
  return rows.map((row) => row.currency.trim());
}

/** The agency's owner (the first active agent), for the read-only card. */
export async function findCompanyOwner(db: Db, scope: AgencyScope) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, scope.tenantId),
        eq(users.agencyId, scope.agencyId),
        eq(users.role, 'agent'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(users.createdAt)
    .limit(1);
  return row ?? null;
}

/** How many branches and users the agency has, and how many of each are active. */
export async function companyCounts(db: Db, scope: AgencyScope) {
  const [[branches], [staff]] = await Promise.all([
    db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${agencyBranches.status} = 'active')`.mapWith(Number),
      })
      .from(agencyBranches)
      .where(and(eq(agencyBranches.tenantId, scope.tenantId), eq(agencyBranches.agencyId, scope.agencyId))),
    db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
      })
      .from(users)
      .where(
        and(
          eq(users.tenantId, scope.tenantId),
          eq(users.agencyId, scope.agencyId),
          inArray(users.role, ['agent', 'staff']),
        ),
      ),
  ]);
  return {
    branches: branches?.all ?? 0,
    activeBranches: branches?.active ?? 0,
    staff: staff?.all ?? 0,
    activeStaff: staff?.active ?? 0,
  };
}
