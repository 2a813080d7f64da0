import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UtilityPaths, ZBannerListResponse, type BannerPlacement } from '@portal/contracts';
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { getBanners } from './get-banners';
import { getTopSearchPadBanners } from './get-top-search-pad-banners';

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
};
