import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  ReviewMessage,
  TestimonialPaths,
  ZGetAllReviewsResponse,
  ZInsertReviewResponse,
  type ErrorBody,
  type Review,
} from '@portal/contracts';
import { reviews } from '../src/db/schema';
import { buildReview } from '../src/db/seed/builders';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const listReviews = async (host: string = hosts.main): Promise<Review[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: TestimonialPaths.getAllReviews,
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  return ZGetAllReviewsResponse.parse(response.json()).reviews;
};

const insert = (payload: unknown, token?: string, host: string = hosts.main) =>
  t.app.inject({
    method: 'POST',
    url: TestimonialPaths.insertReview,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: payload as Record<string, unknown>,
  });

const countReviews = async (): Promise<number> => {
  const [row] = await t.db.select({ total: count() }).from(reviews);
  return row?.total ?? 0;
};

const goodReview = { rating: 5, comment: 'Fares load fast and ticketing takes a minute.' };

describe('GetAllReviews', () => {
  it('answers each tenant only its own published reviews, newest first', async () => {
    const main = await listReviews();
    const skyway = await listReviews(hosts.skyway);

    expect(main).toHaveLength(9);
    expect(main[0]).toMatchObject({
      reviewerName: 'Mahbubur Rahman',
      designation: 'Owner',
      companyName: 'Sonargaon Air Travels',
      city: 'Dhaka',
    });
    expect(skyway.length).toBeGreaterThanOrEqual(4);
    expect(skyway.length).toBeLessThanOrEqual(6);

    const mainNames = new Set(main.map((review) => review.reviewerName));
    expect(skyway.filter((review) => mainNames.has(review.reviewerName))).toEqual([]);
    const mainIds = new Set(main.map((review) => review.id));
    expect(skyway.filter((review) => mainIds.has(review.id))).toEqual([]);

    for (const list of [main, skyway]) {
      const times = list.map((review) => Date.parse(review.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('leaves pending reviews out and shows a newly published one first', async () => {
    await buildReview(t.db, {
      tenantId: 'bdfare',
      reviewerName: 'Pending Person',
      companyName: 'Waiting Travels',
      comment: 'Not yet checked by an operator.',
      status: 'pending',
    });
    await buildReview(t.db, {
      tenantId: 'bdfare',
      reviewerName: 'Fresh Voice',
      companyName: 'Newest Travels',
      comment: 'Published just now by an operator.',
    });

    const main = await listReviews();
    expect(main.map((review) => review.reviewerName)).not.toContain('Pending Person');
    expect(main[0]?.reviewerName).toBe('Fresh Voice');
    expect((await listReviews(hosts.skyway)).map((review) => review.reviewerName)).not.toContain(
      'Fresh Voice',
    );
  });
});

describe('InsertReview', () => {
  it('refuses an anonymous visitor with 401 and stores nothing', async () => {
    const before = await countReviews();
    const response = await insert(goodReview);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
    expect(await countReviews()).toBe(before);
  });

  it('answers 400 with the reason for invalid input and stores nothing', async () => {
    const token = await login(t.app, 'agent@demo.test');
    const before = await countReviews();
    const cases: Array<[unknown, string | null]> = [
      [{ rating: 5, comment: 'Too short' }, ReviewMessage.commentTooShort],
      [{ rating: 5, comment: `   ${'a'.repeat(9)}   ` }, ReviewMessage.commentTooShort],
      [{ rating: 5, comment: 'x'.repeat(1001) }, ReviewMessage.commentTooLong],
      [{ rating: 0, comment: goodReview.comment }, ReviewMessage.ratingInvalid],
      [{ rating: 6, comment: goodReview.comment }, ReviewMessage.ratingInvalid],
      [{ rating: 4.5, comment: goodReview.comment }, ReviewMessage.ratingInvalid],
      [{ rating: '5', comment: goodReview.comment }, ReviewMessage.ratingInvalid],
      [{ comment: goodReview.comment }, ReviewMessage.ratingInvalid],
      [{ ...goodReview, status: 'published' }, null],
      [{ ...goodReview, reviewerName: 'Someone Else' }, null],
    ];
    for (const [payload, message] of cases) {
      const response = await insert(payload, token);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      if (message) expect(body.error.message).toContain(message);
    }
    expect(await countReviews()).toBe(before);
  });

  it('stores an agency user’s review as pending under their own name and agency, not yet listed', async () => {
    const token = await login(t.app, 'agent@demo.test');
    const response = await insert(
      { rating: 4, comment: '  Our counter issues tickets in minutes now.  ' },
      token,
    );
    expect(response.statusCode).toBe(201);
    const { review } = ZInsertReviewResponse.parse(response.json());
    expect(review).toMatchObject({
      reviewerName: 'Rahim Uddin',
      companyName: 'Demo Travels Ltd',
      designation: null,
      city: null,
      rating: 4,
      comment: 'Our counter issues tickets in minutes now.',
    });

    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored).toMatchObject({ tenantId: 'bdfare', status: 'pending' });
    expect(stored?.userId).not.toBeNull();
    expect(stored?.agencyId).not.toBeNull();
    expect((await listReviews()).map((item) => item.id)).not.toContain(review.id);
  });

  it('keeps a white-label agency’s review in its own tenant', async () => {
    const token = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    expect((await insert(goodReview, token)).statusCode).toBe(401);

    const response = await insert(goodReview, token, hosts.skyway);
    expect(response.statusCode).toBe(201);
    const { review } = ZInsertReviewResponse.parse(response.json());
    expect(review.companyName).toBe('Skyway Demo Agency');
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored?.tenantId).toBe('skyway');
  });

  it('refuses an operator, who speaks for no agency, with 403', async () => {
    const token = await login(t.app, 'ops@demo.test');
    const before = await countReviews();
    const response = await insert(goodReview, token);
    expect(response.statusCode).toBe(403);
    expect(await countReviews()).toBe(before);
  });
});

describe('GetAllReviews size', () => {
  it('answers at most 50 reviews', async () => {
    for (let index = 0; index < 45; index += 1) {
      await buildReview(t.db, {
        tenantId: 'skyway',
        reviewerName: `Reviewer ${index}`,
        companyName: 'Bulk Travels',
        comment: 'One of many published reviews.',
      });
    }
    expect(await listReviews(hosts.skyway)).toHaveLength(50);
  });
});
