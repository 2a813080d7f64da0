import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestimonialPaths, ZGetAllReviewsResponse, type Review } from '@portal/contracts';
import { api } from '../../../lib/api';

export async function getAllReviews(): Promise<Review[]> {
  const response = await api.get(TestimonialPaths.getAllReviews, {
    auth: false,
    schema: ZGetAllReviewsResponse,
  });
  return response.reviews;
}

/** The same key as the home page's reviews, so a visitor coming from home reuses the answer. */
export const allReviewsQuery = queryOptions({ queryKey: ['utility', 'reviews'], queryFn: getAllReviews });

/** The tenant's published reviews, newest first. */
export function useAllReviews() {
  return useQuery(allReviewsQuery);
}
