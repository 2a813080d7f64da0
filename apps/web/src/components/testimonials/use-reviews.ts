import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestimonialPaths, ZGetAllReviewsResponse, type Review } from '@portal/contracts';
import { api } from '../../lib/api';

export async function getReviews(): Promise<Review[]> {
  const response = await api.get(TestimonialPaths.getAllReviews, {
    auth: false,
    schema: ZGetAllReviewsResponse,
  });
  return response.reviews;
}

/** One key for every list of reviews (home, search pad, testimonials page), so they share one answer. */
export const reviewsQuery = queryOptions({ queryKey: ['utility', 'reviews'], queryFn: getReviews });

/** The tenant's published reviews, newest first. */
export function useReviews() {
  return useQuery(reviewsQuery);
}
