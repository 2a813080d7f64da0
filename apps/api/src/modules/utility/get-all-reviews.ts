import { ReviewLimit, type GetAllReviewsResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listPublishedReviews } from './testimonial.repository';

/** The tenant's published reviews for its public pages, newest first. */
export async function getAllReviews(options: { db: Db; tenantId: string }): Promise<GetAllReviewsResponse> {
  return { reviews: await listPublishedReviews(options.db, options.tenantId, ReviewLimit.listSize) };
}
