import { z } from 'zod';

/** Testimonial calls of the utility service (spec §7: Testimonial/GetAllReviews, InsertReview). */
export const TestimonialPaths = {
  getAllReviews: '/utility/api/v1/Testimonial/GetAllReviews',
  insertReview: '/utility/api/v1/Testimonial/InsertReview',
} as const;

export const ReviewLimit = {
  minRating: 1,
  maxRating: 5,
  minComment: 10,
  maxComment: 1000,
  /** The public list is a showcase, not an archive. */
  listSize: 50,
} as const;

export const ReviewMessage = {
  ratingInvalid: 'Please choose a rating from 1 to 5',
  commentTooShort: 'Please write at least 10 characters',
  commentTooLong: 'Please keep your review within 1000 characters',
} as const;

/**
 * A published review as the public sees it. Designation and city are empty for reviews written in the portal
 * until an operator fills them in; the comment is shown in the language it was written in.
 */
export const ZReview = z.object({
  id: z.uuid(),
  reviewerName: z.string(),
  designation: z.string().nullable(),
  companyName: z.string(),
  city: z.string().nullable(),
  rating: z.number().int().min(ReviewLimit.minRating).max(ReviewLimit.maxRating),
  comment: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof ZReview>;

export const ZGetAllReviewsResponse = z.object({ reviews: z.array(ZReview) });
export type GetAllReviewsResponse = z.infer<typeof ZGetAllReviewsResponse>;

export const ZInsertReviewRequest = z.strictObject({
  rating: z
    .number(ReviewMessage.ratingInvalid)
    .int(ReviewMessage.ratingInvalid)
    .min(ReviewLimit.minRating, ReviewMessage.ratingInvalid)
    .max(ReviewLimit.maxRating, ReviewMessage.ratingInvalid),
  comment: z
    .string(ReviewMessage.commentTooShort)
    .trim()
    .min(ReviewLimit.minComment, ReviewMessage.commentTooShort)
    .max(ReviewLimit.maxComment, ReviewMessage.commentTooLong),
});
export type InsertReviewRequest = z.infer<typeof ZInsertReviewRequest>;

/** The stored review; it waits for an operator before it is listed. */
export const ZInsertReviewResponse = z.object({ review: ZReview });
export type InsertReviewResponse = z.infer<typeof ZInsertReviewResponse>;
