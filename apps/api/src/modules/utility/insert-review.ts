import type { InsertReviewRequest, InsertReviewResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findReviewer, insertPendingReview } from './testimonial.repository';

/**
 * Stores an agency user's review as pending: nothing a user writes reaches the public pages before an operator
 * publishes it. The name and company come from the account, so a review cannot speak for someone else.
 */
export async function insertReview(options: {
  db: Db;
  user: { id: string; tenantId: string; agencyId: string | null };
  input: InsertReviewRequest;
}): Promise<InsertReviewResponse> {
  const { db, user, input } = options;
  const reviewer = user.agencyId ? await findReviewer(db, user.tenantId, user.id) : null;
  if (!reviewer) throw AppError.forbidden('Only agency users can write a review.');

  const review = await insertPendingReview(db, user.tenantId, {
    userId: user.id,
    agencyId: reviewer.agencyId,
    reviewerName: `${reviewer.firstName} ${reviewer.lastName}`.trim(),
    companyName: reviewer.agencyName,
    rating: input.rating,
    comment: input.comment,
  });
  return { review };
}
