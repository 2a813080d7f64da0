import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerPaths,
  Header,
  ZSearchBarQuery,
  ZSearchBarResult,
  ZUpdateDocumentInfoRequest,
  ZUpdateDocumentInfoResponse,
  ZUserContext,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getSearchBar } from './get-search-bar';
import { getUserContext } from './get-user-context';
import { myBookingRoutes } from './my-booking-routes';
import { travellerRoutes } from './traveller-routes';
import { updateCustomerDocumentInfo } from './update-customer-document-info';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myBookingRoutes);
  await app.register(travellerRoutes);
  app.get(
    CustomerPaths.getUserContext,
    // The one call an operator-ended session still reaches, so the browser can show why it was logged out.
    routeOptions(
      { auth: 'user', permission: 'none', acceptsEndedSession: true },
      {
        tags: ['customer'],
        summary: 'The signed-in user: name, company, functionalities and session notices',
        ok: ZUserContext,
      },
    ),
    async (request) => {
      const user = requireUser(request);
      const geoData = request.headers[Header.geoData];
      return getUserContext({
        db: app.db,
        tenantId: user.tenantId,
        tenantIsMain: request.tenant.isMain,
        userId: user.id,
        session: {
          session: user,
          token: (request.headers.authorization ?? '').replace(/^Bearer\s+/, ''),
          geoDataHeader: typeof geoData === 'string' ? geoData : undefined,
        },
      });
    },
  );

  app.post(
    CustomerPaths.updateCustomerDocumentInfo,
    routeOptions(
      { auth: 'user', permission: 'EditCompanyInfo' },
      {
        tags: ['customer'],
        summary:
          'Saves the agency’s trade licence and civil aviation numbers, or records a skip of the prompt',
        body: ZUpdateDocumentInfoRequest,
        ok: ZUpdateDocumentInfoResponse,
        errors: [422],
      },
    ),
    async (request) => {
      const user = requireUser(request);
      return updateCustomerDocumentInfo({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        request: request.body,
      });
    },
  );

  app.get(
    CustomerPaths.getSearchBar,
    routeOptions(
      { auth: 'user', permission: 'ShowBookings' },
      {
        tags: ['customer'],
        summary: 'The header search: what a reference names among the agency’s orders, deposits and requests',
        querystring: ZSearchBarQuery,
        ok: ZSearchBarResult,
      },
    ),
    async (request) => {
      const user = requireUser(request);
      return getSearchBar({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
        searchKey: request.query.searchKey,
        functionalities: user.functionalities,
      });
    },
  );
};
