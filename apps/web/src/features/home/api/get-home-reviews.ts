import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestimonialPaths, ZGetAllReviewsResponse, type Review } from '@portal/contracts';
import { api } from '../../../lib/api';

export async function getHomeReviews(): Promise<Review[]> {
  const response = await api.get(TestimonialPaths.getAllReviews, {
    auth: false,
    schema: ZGetAllReviewsResponse,
  });
  return response.reviews;
}

/** The same key as the testimonials page, so following "Read more testimonials" reuses the answer. */
export const homeReviewsQuery = queryOptions({ queryKey: ['utility', 'reviews'], queryFn: getHomeReviews });

/** The tenant's published reviews, newest first; the home page shows the first few. */
export function useHomeReviews() {
  return useQuery(homeReviewsQuery);
}
