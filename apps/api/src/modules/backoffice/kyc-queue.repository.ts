import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { KycRequiredKinds, type KycQueueTab } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencies, agencyDocuments } from '../../db/schema';

const requiredKinds = sql.join(
  KycRequiredKinds.map((kind) => sql`${kind}`),
  sql`, `,
);

/** Each agency of the tenant with a document on file, with the statuses of its current documents counted. */
function agencyFiles(db: Db, tenantId: string, search: string | undefined) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return db
    .select({
      agencyId: agencies.id,
      agencyName: agencies.name,
      email: agencies.email,
      pending: sql<number>`count(*) filter (where ${agencyDocuments.status} = 'pending')`
        .mapWith(Number)
        .as('pending'),
      approved: sql<number>`count(*) filter (where ${agencyDocuments.status} = 'approved')`
        .mapWith(Number)
        .as('approved'),
      rejected: sql<number>`count(*) filter (where ${agencyDocuments.status} = 'rejected')`
        .mapWith(Number)
        .as('rejected'),
      approvedRequired: sql<number>`count(distinct ${agencyDocuments.kind}) filter (
        where ${agencyDocuments.status} = 'approved' and ${agencyDocuments.kind}::text in (${requiredKinds}))`
        .mapWith(Number)
        .as('approved_required'),
      lastUploadedAt: sql<Date>`max(${agencyDocuments.createdAt})`.as('last_uploaded_at'),
      oldestPendingAt: sql<Date | null>`min(${agencyDocuments.createdAt}) filter (
        where ${agencyDocuments.status} = 'pending')`.as('oldest_pending_at'),
    })
    .from(agencies)
    .innerJoin(
      agencyDocuments,
      and(
        eq(agencyDocuments.agencyId, agencies.id),
        eq(agencyDocuments.tenantId, agencies.tenantId),
        isNull(agencyDocuments.supersededAt),
      ),
    )
    .where(
      and(
        eq(agencies.tenantId, tenantId),
        pattern ? or(ilike(agencies.name, pattern), ilike(agencies.email, pattern)) : undefined,
      ),
    )
    .groupBy(agencies.id)
    .as('files');
}

type Files = ReturnType<typeof agencyFiles>;

/** The tab an agency's file sits in (see KycQueueTabs): waiting first, then rejected, else approved. */
function tabCondition(files: Files, tab: KycQueueTab): SQL | undefined {
  if (tab === 'pending') return sql`${files.pending} > 0`;
  if (tab === 'rejected') return sql`${files.pending} = 0 and ${files.rejected} > 0`;
  if (tab === 'approved') return sql`${files.pending} = 0 and ${files.rejected} = 0`;
  return undefined;
}

/** One page of the queue (the longest waiting first on the pending tab, else the latest upload first). */
export async function kycQueuePage(
  db: Db,
  tenantId: string,
  query: { tab: KycQueueTab; search: string | undefined; offset: number; limit: number },
) {
  const files = agencyFiles(db, tenantId, query.search);
  const order =
    query.tab === 'pending'
      ? [asc(files.oldestPendingAt), asc(files.agencyId)]
      : [desc(files.lastUploadedAt), asc(files.agencyId)];
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(tabCondition(files, query.tab))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        all: count(),
        pending: sql<number>`count(*) filter (where ${tabCondition(files, 'pending')})`.mapWith(Number),
        rejected: sql<number>`count(*) filter (where ${tabCondition(files, 'rejected')})`.mapWith(Number),
        approved: sql<number>`count(*) filter (where ${tabCondition(files, 'approved')})`.mapWith(Number),
      })
      .from(files),
  ]);
  return { rows, counts: counts ?? { all: 0, pending: 0, rejected: 0, approved: 0 } };
}

/** An agency of the tenant as the review page heads it; another tenant's is not found. */
export async function findReviewedAgency(db: Db, tenantId: string, agencyId: string) {
  const [row] = await db
    .select({
      agencyId: agencies.id,
      name: agencies.name,
      type: agencies.type,
      email: agencies.email,
      phone: agencies.phone,
      city: agencies.city,
      tradeLicenseNumber: agencies.tradeLicenseNumber,
      civilAviationNumber: agencies.civilAviationNumber,
    })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  return row ?? null;
}
