import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OperatorPermission,
  VisaOperatorPaths,
  ZCreateVisaProductBody,
  ZOperatorVisaProduct,
  ZOperatorVisaProductsPage,
  ZOperatorVisaProductsQuery,
  ZUpdateVisaProductBody,
  ZVisaProductIdBody,
  ZVisaProductQuery,
} from '@portal/contracts';
import { routeOptions } from '../../lib/route-options';
import { createVisaProduct } from './create-visa-product';
import { getOperatorVisaProduct } from './get-operator-visa-product';
import { listOperatorVisaProducts } from './list-operator-visa-products';
import { publishVisaProduct } from './publish-visa-product';
import { unpublishVisaProduct } from './unpublish-visa-product';
import { updateVisaProduct } from './update-visa-product';
import { countryNamesOf } from './visa-countries';

const access = { auth: 'user', permission: OperatorPermission.ManageVisaCatalogue } as const;
const tags = ['backoffice'];

/** The operators' visa catalogue: list, read, write, publish and unpublish the tenant's products. */
export const operatorVisaProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const names = countryNamesOf(app.supply);
  const tenantOf = (request: { tenant: { id: string } }) => request.tenant.id;
  // Products are sold in the tenant's wallet currency: applying debits the wallet in it.
  const currencyOf = (request: { tenant: { config: { global: { defaultCurrency: string } } } }) =>
    request.tenant.config.global.defaultCurrency;

  app.get(
    VisaOperatorPaths.products,
    routeOptions(access, {
      tags,
      summary:
        'The tenant’s visa products by destination and type, filtered and paged, with counts per status',
      querystring: ZOperatorVisaProductsQuery,
      ok: ZOperatorVisaProductsPage,
    }),
    async (request) =>
      listOperatorVisaProducts({ db: app.db, tenantId: tenantOf(request), names, query: request.query }),
  );

  app.get(
    VisaOperatorPaths.product,
    routeOptions(access, {
      tags,
      summary: 'One visa product of the tenant, whatever its status',
      querystring: ZVisaProductQuery,
      ok: ZOperatorVisaProduct,
    }),
    async (request) =>
      getOperatorVisaProduct({
        db: app.db,
        tenantId: tenantOf(request),
        names,
        productId: request.query.productId,
      }),
  );

  app.post(
    VisaOperatorPaths.createProduct,
    routeOptions(access, {
      tags,
      summary:
        'Create a visa product (unpublished): fees per applicant type, checklist, nationalities served',
      description: '409 when the tenant already has a product for the destination and visa type.',
      body: ZCreateVisaProductBody,
      ok: ZOperatorVisaProduct,
      status: 201,
      errors: [409],
    }),
    async (request, reply) => {
      const product = await createVisaProduct({
        db: app.db,
        tenantId: tenantOf(request),
        currency: currencyOf(request),
        names,
        body: request.body,
        now: app.now(),
      });
      return reply.code(201).send(product);
    },
  );

  app.post(
    VisaOperatorPaths.updateProduct,
    routeOptions(access, {
      tags,
      summary: 'Replace a visa product’s fields (status kept); applications made keep the product as applied',
      description: '409 when another product of the tenant has the new destination and visa type.',
      body: ZUpdateVisaProductBody,
      ok: ZOperatorVisaProduct,
      errors: [409],
    }),
    async (request) =>
      updateVisaProduct({
        db: app.db,
        tenantId: tenantOf(request),
        currency: currencyOf(request),
        names,
        body: request.body,
        now: app.now(),
      }),
  );

  app.post(
    VisaOperatorPaths.publishProduct,
    routeOptions(access, {
      tags,
      summary: 'Publish a visa product: agencies find it and apply for it',
      body: ZVisaProductIdBody,
      ok: ZOperatorVisaProduct,
      errors: [409],
    }),
    async (request) =>
      publishVisaProduct({
        db: app.db,
        tenantId: tenantOf(request),
        names,
        productId: request.body.productId,
        now: app.now(),
      }),
  );

  app.post(
    VisaOperatorPaths.unpublishProduct,
    routeOptions(access, {
      tags,
      summary: 'Unpublish a visa product: gone from search and new applications; made ones go on',
      body: ZVisaProductIdBody,
      ok: ZOperatorVisaProduct,
      errors: [409],
    }),
    async (request) =>
      unpublishVisaProduct({
        db: app.db,
        tenantId: tenantOf(request),
        names,
        productId: request.body.productId,
        now: app.now(),
      }),
  );
};
