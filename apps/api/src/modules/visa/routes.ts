import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VisaPaths,
  ZVisaDestinations,
  ZVisaProductQuery,
  ZVisaProductView,
  ZVisaSearchRequest,
  ZVisaSearchResponse,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getVisaProduct } from './get-visa-product';
import { listVisaDestinations } from './list-visa-destinations';
import { operatorVisaProductRoutes } from './operator-routes';
import { searchVisaProducts } from './search-visa-products';
import { countryNamesOf } from './visa-countries';

const access = { auth: 'user', permission: 'SearchVisa' } as const;
const tags = ['visa'];

/** The visa catalogue (spec §2 visas): agencies' destinations, search and product, and the operators' editor. */
export const visaRoutes: FastifyPluginAsyncZod = async (app) => {
  const names = countryNamesOf(app.supply);

  app.get(
    VisaPaths.destinations,
    routeOptions(access, {
      tags,
      summary:
        'The countries with published visa products, each with its visa types and the nationalities served',
      ok: ZVisaDestinations,
    }),
    async (request) => listVisaDestinations({ db: app.db, tenantId: requireUser(request).tenantId, names }),
  );

  app.post(
    VisaPaths.search,
    routeOptions(access, {
      tags,
      summary:
        'Published products for a destination open to a nationality, priced per applicant type, fees apart',
      description:
        'A travel date in the past or beyond the selling window is refused (400, naming the field).',
      body: ZVisaSearchRequest,
      ok: ZVisaSearchResponse,
    }),
    async (request) =>
      searchVisaProducts({
        db: app.db,
        tenantId: requireUser(request).tenantId,
        names,
        request: request.body,
        now: app.now(),
      }),
  );

  app.get(
    VisaPaths.product,
    routeOptions(access, {
      tags,
      summary:
        'One published product: entries, validity, stay, processing, fees per applicant type, checklist',
      description: '404 for an unpublished product or another tenant’s.',
      querystring: ZVisaProductQuery,
      ok: ZVisaProductView,
    }),
    async (request) =>
      getVisaProduct({
        db: app.db,
        tenantId: requireUser(request).tenantId,
        names,
        productId: request.query.productId,
      }),
  );

  await app.register(operatorVisaProductRoutes);
};
