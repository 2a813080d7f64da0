import { and, arrayContains, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { VisaProductStatus, VisaType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { visaProducts } from '../../db/schema';

export type VisaProductRow = typeof visaProducts.$inferSelect;

/** What operators write (and the seed): everything but the identity, owner, status and times. */
export type VisaProductFields = Omit<
  typeof visaProducts.$inferInsert,
  'id' | 'tenantId' | 'status' | 'createdAt' | 'updatedAt'
>;

/** Escapes LIKE's wildcards, so a search for "a_b" or "50%" matches those characters and nothing else. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The unique constraint's refusal, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Where each published product sells and to whom: the destinations list. */
export async function listPublishedDestinations(db: Db, tenantId: string) {
  return db
    .select({
      countryCode: visaProducts.countryCode,
      visaType: visaProducts.visaType,
      nationalities: visaProducts.nationalities,
    })
    .from(visaProducts)
    .where(and(eq(visaProducts.tenantId, tenantId), eq(visaProducts.status, 'Published')));
}

/** The tenant's published products for a destination (and type) open to a nationality. */
export async function findPublishedProductsFor(
  db: Db,
  tenantId: string,
  filter: { destination: string; nationality: string; visaType?: VisaType | undefined },
): Promise<VisaProductRow[]> {
  return db
    .select()
    .from(visaProducts)
    .where(
      and(
        eq(visaProducts.tenantId, tenantId),
        eq(visaProducts.status, 'Published'),
        eq(visaProducts.countryCode, filter.destination),
        arrayContains(visaProducts.nationalities, [filter.nationality]),
        filter.visaType ? eq(visaProducts.visaType, filter.visaType) : undefined,
      ),
    );
}

/** One product of the tenant (any status unless `publishedOnly`). */
export async function findVisaProduct(
  db: Db,
  tenantId: string,
  productId: string,
  options: { publishedOnly?: boolean } = {},
): Promise<VisaProductRow | undefined> {
  const [row] = await db
    .select()
    .from(visaProducts)
    .where(
      and(
        eq(visaProducts.tenantId, tenantId),
        eq(visaProducts.id, productId),
        options.publishedOnly ? eq(visaProducts.status, 'Published') : undefined,
      ),
    );
  return row;
}

/**
 * The tenant's products matching the operators' filter, unpaged: one per destination and type at most, so a
 * catalogue stays within a few hundred rows, and the caller orders them by the destination's name, which the
 * database does not hold. `search` matches the title, or any of `countryCodes` (the destinations whose names match).
 */
export async function listTenantVisaProducts(
  db: Db,
  tenantId: string,
  filter: {
    status?: VisaProductStatus | undefined;
    destination?: string | undefined;
    search?: { text: string; countryCodes: string[] } | undefined;
  },
): Promise<VisaProductRow[]> {
  const search: SQL | undefined = filter.search
    ? or(
        ilike(visaProducts.title, containsPattern(filter.search.text)),
        filter.search.countryCodes.length > 0
          ? inArray(visaProducts.countryCode, filter.search.countryCodes)
          : undefined,
      )
    : undefined;
  return db
    .select()
    .from(visaProducts)
    .where(
      and(
        eq(visaProducts.tenantId, tenantId),
        filter.status ? eq(visaProducts.status, filter.status) : undefined,
        filter.destination ? eq(visaProducts.countryCode, filter.destination) : undefined,
        search,
      ),
    )
    .orderBy(asc(visaProducts.countryCode), asc(visaProducts.visaType));
}

/** How many of the tenant's products are in each status. */
export async function countVisaProductsByStatus(db: Db, tenantId: string) {
  const rows = await db
    .select({ status: visaProducts.status, total: count() })
    .from(visaProducts)
    .where(eq(visaProducts.tenantId, tenantId))
    .groupBy(visaProducts.status);
  const counts: Record<VisaProductStatus, number> = { Published: 0, Unpublished: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** A new product; null when the tenant already sells that destination and visa type. */
export async function insertVisaProduct(
  db: Pick<Db, 'insert'>,
  tenantId: string,
  input: { fields: VisaProductFields; status: VisaProductStatus; now: Date },
): Promise<VisaProductRow | null> {
  const [row] = await db
    .insert(visaProducts)
    .values({ ...input.fields, tenantId, status: input.status, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Every field of a product replaced; undefined when not the tenant's, 'duplicate' when it would clash. */
export async function updateVisaProduct(
  db: Db,
  tenantId: string,
  productId: string,
  input: { fields: VisaProductFields; now: Date },
): Promise<VisaProductRow | undefined | 'duplicate'> {
  try {
    const [row] = await db
      .update(visaProducts)
      .set({ ...input.fields, updatedAt: input.now })
      .where(and(eq(visaProducts.tenantId, tenantId), eq(visaProducts.id, productId)))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** Moves a product from one status to the other; undefined when it is not the tenant's or not in `from`. */
export async function moveVisaProductStatus(
  db: Db,
  tenantId: string,
  productId: string,
  input: { from: VisaProductStatus; to: VisaProductStatus; now: Date },
): Promise<VisaProductRow | undefined> {
  const [row] = await db
    .update(visaProducts)
    .set({ status: input.to, updatedAt: input.now })
    .where(
      and(
        eq(visaProducts.tenantId, tenantId),
        eq(visaProducts.id, productId),
        eq(visaProducts.status, input.from),
      ),
    )
    .returning();
  return row;
}
