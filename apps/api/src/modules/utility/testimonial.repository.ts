import { and, desc, eq } from 'drizzle-orm';
import type { Review } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencies, reviews, users } from '../../db/schema';

const reviewColumns = {
  id: reviews.id,
  reviewerName: reviews.reviewerName,
  designation: reviews.designation,
  companyName: reviews.companyName,
  city: reviews.city,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

type ReviewRow = Omit<Review, 'createdAt'> & { createdAt: Date };

const toReview = (row: ReviewRow): Review => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The tenant's published reviews, newest first. */
export async function listPublishedReviews(db: Db, tenantId: string, limit: number): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.tenantId, tenantId), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toReview);
}

export interface Reviewer {
  firstName: string;
  lastName: string;
  agencyId: string;
  agencyName: string;
}

/** The signed-in user with their agency, or null when the user belongs to no agency of this tenant. */
export async function findReviewer(db: Db, tenantId: string, userId: string): Promise<Reviewer | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      agencyId: agencies.id,
      agencyName: agencies.name,
    })
    .from(users)
    .innerJoin(agencies, and(eq(agencies.id, users.agencyId), eq(agencies.tenantId, users.tenantId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertPendingReview(
  db: Db,
  tenantId: string,
  input: {
    userId: string;
    agencyId: string;
    reviewerName: string;
    companyName: string;
    rating: number;
    comment: string;
  },
): Promise<Review> {
  const [row] = await db
    .insert(reviews)
    .values({ tenantId, ...input, status: 'pending' })
    .returning(reviewColumns);
  if (!row) throw new Error('Review was not stored');
  return toReview(row);
}
