import { and, asc, count, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencyTravellers } from '../../db/schema';

export type TravellerRow = typeof agencyTravellers.$inferSelect;

import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** Every call is scoped to the caller's tenant, agency and branch: another agency's or branch's rows are never found. */
export type { AgencyScope };

/** What a saved traveller holds, as the agency enters it. */
export type TravellerFields = Pick<
  TravellerRow,
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'gender'
  | 'nationality'
  | 'passportNumber'
  | 'passportExpiry'
  | 'email'
  | 'phone'
>;

export interface TravellerFilter extends AgencyScope {
  term?: string | undefined;
  /** Whether the term may match a passport number too; not for users who may not see passports. */
  termInPassport?: boolean;
  expiresFrom?: string | undefined;
  expiresTo?: string | undefined;
  bornFrom?: string | undefined;
  bornTo?: string | undefined;
}

/** Escapes LIKE's wildcards, so a term like "a_b" matches those characters and nothing else. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const inAgency = (scope: AgencyScope) =>
  and(
    eq(agencyTravellers.tenantId, scope.tenantId),
    eq(agencyTravellers.agencyId, scope.agencyId),
    madeInScope(agencyTravellers.createdBy, scope),
  );

/** The term is part of the name (given then surname, or surname then given) or, if asked, of the passport number. */
function termMatches(term: string, inPassport: boolean): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  return or(
    ilike(sql`${agencyTravellers.firstName} || ' ' || ${agencyTravellers.lastName}`, pattern),
    ilike(sql`${agencyTravellers.lastName} || ' ' || ${agencyTravellers.firstName}`, pattern),
    inPassport ? ilike(agencyTravellers.passportNumber, pattern) : undefined,
  );
}

function matching(filter: TravellerFilter): SQL | undefined {
  return and(
    inAgency(filter),
    filter.term ? termMatches(filter.term, filter.termInPassport ?? true) : undefined,
    filter.expiresFrom ? gte(agencyTravellers.passportExpiry, filter.expiresFrom) : undefined,
    filter.expiresTo ? lte(agencyTravellers.passportExpiry, filter.expiresTo) : undefined,
    filter.bornFrom ? gte(agencyTravellers.dateOfBirth, filter.bornFrom) : undefined,
    filter.bornTo ? lte(agencyTravellers.dateOfBirth, filter.bornTo) : undefined,
  );
}

const byName = [
  asc(sql`lower(${agencyTravellers.lastName})`),
  asc(sql`lower(${agencyTravellers.firstName})`),
  asc(agencyTravellers.dateOfBirth),
  asc(agencyTravellers.id),
];

/** A page of the agency's matching travellers by name, and how many match in all. */
export async function listAgencyTravellers(
  db: Db,
  filter: TravellerFilter,
  page: { offset: number; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(agencyTravellers)
      .where(matching(filter))
      .orderBy(...byName)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(agencyTravellers).where(matching(filter)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One of the agency's travellers, or null (another agency's or tenant's is not found). */
export async function findAgencyTraveller(
  db: Db,
  scope: AgencyScope,
  travellerId: string,
): Promise<TravellerRow | null> {
  const [row] = await db
    .select()
    .from(agencyTravellers)
    .where(and(inAgency(scope), eq(agencyTravellers.id, travellerId)));
  return row ?? null;
}

/** The same person (names in any letter case and the day of birth) among the agency's travellers, but `except`. */
async function findSamePerson(
  db: Db,
  scope: AgencyScope,
  person: Pick<TravellerFields, 'firstName' | 'lastName' | 'dateOfBirth'>,
  except?: string,
) {
  const [row] = await db
    .select({ id: agencyTravellers.id })
    .from(agencyTravellers)
    .where(
      and(
        inAgency(scope),
        eq(sql`lower(${agencyTravellers.firstName})`, person.firstName.toLowerCase()),
        eq(sql`lower(${agencyTravellers.lastName})`, person.lastName.toLowerCase()),
        eq(agencyTravellers.dateOfBirth, person.dateOfBirth),
        except ? ne(agencyTravellers.id, except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The unique index's refusal, however the driver wraps it: the person was saved meanwhile. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Saves a new traveller; null when the agency already keeps the same person. */
export async function insertAgencyTraveller(
  db: Db,
  scope: Pick<AgencyScope, 'tenantId' | 'agencyId'> & { createdBy: string },
  fields: TravellerFields,
): Promise<TravellerRow | null> {
  const [row] = await db
    .insert(agencyTravellers)
    .values({ ...fields, tenantId: scope.tenantId, agencyId: scope.agencyId, createdBy: scope.createdBy })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Replaces a traveller's fields. 'not-found' when the agency has no such traveller, 'duplicate' when the new names
 * and birth date are another saved traveller's.
 */
export async function updateAgencyTraveller(
  db: Db,
  scope: AgencyScope,
  travellerId: string,
  fields: TravellerFields,
  now: Date,
): Promise<TravellerRow | 'not-found' | 'duplicate'> {
  if (await findSamePerson(db, scope, fields, travellerId)) return 'duplicate';
  try {
    const [row] = await db
      .update(agencyTravellers)
      .set({ ...fields, updatedAt: now })
      .where(and(inAgency(scope), eq(agencyTravellers.id, travellerId)))
      .returning();
    return row ?? 'not-found';
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
