import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerPaths,
  Header,
  ZCompanyBasicInfo,
  ZSearchBarQuery,
  ZSearchBarResult,
  ZStaffView,
  ZUpdateDocumentInfoRequest,
  ZUpdateDocumentInfoResponse,
  ZUserContext,
  ZViewStaffQuery,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
import { getSearchBar } from './get-search-bar';
import { getUserContext } from './get-user-context';
import { loadBasicInfo } from './load-basic-info';
import { updateCustomerDocumentInfo } from './update-customer-document-info';
import { viewStaff } from './view-staff';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CustomerPaths.getUserContext,
    {
      // The one call an operator-ended session still reaches, so the browser can show why it was logged out.
      config: { auth: 'user', permission: 'none', acceptsEndedSession: true },
      schema: {
        tags: ['customer'],
        summary: 'The signed-in user: name, company, functionalities and session notices',
        response: { 200: ZUserContext, ...errorResponses(401, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const geoData = request.headers[Header.geoData];
      return getUserContext({
        db: app.db,
        tenantId: user.tenantId,
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
    {
      config: { auth: 'user', permission: 'EditCompanyInfo' },
      schema: {
        tags: ['customer'],
        summary:
          'Saves the agency’s trade licence and civil aviation numbers, or records a skip of the prompt',
        body: ZUpdateDocumentInfoRequest,
        response: {
          200: ZUpdateDocumentInfoResponse,
          ...errorResponses(401, 403, 422, ...bodyErrors, ...commonErrors),
        },
      },
    },
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
    {
      config: { auth: 'user', permission: 'ShowBookings' },
      schema: {
        tags: ['customer'],
        summary: 'The header search: what a reference names among the agency’s orders, deposits and requests',
        querystring: ZSearchBarQuery,
        response: { 200: ZSearchBarResult, ...errorResponses(400, 401, 403, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return getSearchBar({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        searchKey: request.query.searchKey,
      });
    },
  );

  app.get(
    CustomerPaths.loadBasicInfo,
    {
      config: { auth: 'user', permission: 'CompanySettings' },
      schema: {
        tags: ['customer'],
        summary: 'The agency’s basic information for company settings',
        response: { 200: ZCompanyBasicInfo, ...errorResponses(401, 403, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return loadBasicInfo({ db: app.db, tenantId: user.tenantId, agencyId: user.agencyId });
    },
  );

  app.get(
    CustomerPaths.viewStaff,
    {
      config: { auth: 'user', permission: 'ShowStaffs' },
      schema: {
        tags: ['customer'],
        summary: 'One user of the agency with their role; another agency’s user answers 404',
        querystring: ZViewStaffQuery,
        response: { 200: ZStaffView, ...errorResponses(400, 401, 403, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return viewStaff({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        staffId: request.query.staffId,
      });
    },
  );
};
