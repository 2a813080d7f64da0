import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TestimonialPaths,
  UtilityPaths,
  ZBannerListResponse,
  ZGetAllReviewsResponse,
  ZInsertReviewRequest,
  ZInsertReviewResponse,
  type BannerPlacement,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { getAllReviews } from './get-all-reviews';
import { getBanners } from './get-banners';
import { getTopSearchPadBanners } from './get-top-search-pad-banners';
import { insertReview } from './insert-review';

const response = { 200: ZBannerListResponse, ...errorResponses(...commonErrors) };

export const utilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const placements: Array<[string, BannerPlacement, string]> = [
    [UtilityPaths.getHomePageBanner, 'home', 'Banners of the home page slider'],
    [UtilityPaths.getSearchPadBanner, 'searchPad', 'Banners of the search pad offer slider'],
    [UtilityPaths.getBankDetailsBanner, 'bankDetails', 'Banners of the bank details window'],
  ];
  for (const [url, placement, summary] of placements) {
    app.get(
      url,
      { config: { auth: 'public', permission: 'none' }, schema: { tags: ['utility'], summary, response } },
      async (request) => getBanners({ db: app.db, tenantId: request.tenant.id, placement }),
    );
  }

  app.get(
    UtilityPaths.getTopSearchPadBanner,
    {
      config: { auth: 'public', permission: 'none' },
      schema: {
        tags: ['utility'],
        summary: 'Banners above the search pad; an empty list on failure',
        response,
      },
    },
    async (request) => getTopSearchPadBanners({ db: app.db, tenantId: request.tenant.id, log: request.log }),
  );

  app.get(
    TestimonialPaths.getAllReviews,
    routeOptions(
      { auth: 'public', permission: 'none' },
      {
        tags: ['utility'],
        summary: 'The tenant’s published reviews, newest first (at most 50)',
        ok: ZGetAllReviewsResponse,
      },
    ),
    async (request) => getAllReviews({ db: app.db, tenantId: request.tenant.id }),
  );

  app.post(
    TestimonialPaths.insertReview,
    routeOptions(
      { auth: 'user', permission: 'none' },
      {
        tags: ['utility'],
        summary: 'Write a review as an agency user; it is listed once an operator publishes it',
        body: ZInsertReviewRequest,
        ok: ZInsertReviewResponse,
        status: 201,
        errors: [403],
      },
    ),
    async (request, reply) => {
      const result = await insertReview({ db: app.db, user: requireUser(request), input: request.body });
      return reply.status(201).send(result);
    },
  );
};
