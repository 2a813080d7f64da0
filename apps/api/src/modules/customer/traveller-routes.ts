import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TravellerPaths,
  ZAllTravellers,
  ZCreateTravellerRequest,
  ZTravellerIdQuery,
  ZTravellerList,
  ZTravellerListRequest,
  ZTravellerPage,
  ZTravellerResponse,
  ZTravellerSearchQuery,
  ZUpdateTravellerRequest,
} from '@portal/contracts';
import { isPermitted } from '../../lib/permission';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createTraveller } from './create-traveller';
import { getAllTravellers } from './get-all-travellers';
import { loadTravellers } from './load-travellers';
import { searchTravellers } from './search-travellers';
import { updateTraveller } from './update-traveller';
import { viewTraveller } from './view-traveller';

// Each call admits any one of its functionalities (spec §6 codes 208–210, and booking for the booking page's pick).
const viewAccess = { auth: 'user', permission: ['ViewTraveller', 'ManageTravellers'] } as const;
const addAccess = { auth: 'user', permission: ['AddTraveller', 'ManageTravellers'] } as const;
const pickAccess = { auth: 'user', permission: ['BookTicket', 'ViewTraveller'] } as const;
const tags = ['customer'];

/** The agency's travellers (spec §7 "Traveller: load, view, create, update, search, getall"). */
export const travellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TravellerPaths.load,
    routeOptions(viewAccess, {
      tags,
      summary:
        'ViewTraveller or ManageTravellers: the agency’s travellers by name, searched by name or passport, paged',
      body: ZTravellerListRequest,
      ok: ZTravellerPage,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return loadTravellers({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
        request: request.body,
      });
    },
  );

  app.get(
    TravellerPaths.view,
    routeOptions(viewAccess, {
      tags,
      summary:
        'ViewTraveller or ManageTravellers: one of the agency’s travellers; another agency’s answers 404',
      querystring: ZTravellerIdQuery,
      ok: ZTravellerResponse,
      errors: [404],
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return viewTraveller({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
        travellerId: request.query.id,
      });
    },
  );

  app.post(
    TravellerPaths.create,
    routeOptions(addAccess, {
      tags,
      summary:
        'AddTraveller or ManageTravellers: saves a traveller; the same person saved before answers 409',
      body: ZCreateTravellerRequest,
      ok: ZTravellerResponse,
      errors: [409],
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return createTraveller({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        userId: user.id,
        request: request.body,
      });
    },
  );

  app.post(
    TravellerPaths.update,
    routeOptions(
      { auth: 'user', permission: 'ManageTravellers' },
      {
        tags,
        summary: 'Replaces a saved traveller’s details; another agency’s answers 404, another’s person 409',
        body: ZUpdateTravellerRequest,
        ok: ZTravellerResponse,
        errors: [404, 409],
      },
    ),
    async (request) => {
      const user = requireAgencyUser(request);
      return updateTraveller({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
        now: app.now(),
        request: request.body,
      });
    },
  );

  app.get(
    TravellerPaths.search,
    routeOptions(pickAccess, {
      tags,
      summary:
        'BookTicket or ViewTraveller: up to 10 of the agency’s travellers whose name (or passport, for who may view travellers) holds the term; documents and contacts only for who may view travellers',
      querystring: ZTravellerSearchQuery,
      ok: ZTravellerList,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return searchTravellers({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
        query: request.query,
        mayViewTravellers: isPermitted(user, viewAccess.permission),
      });
    },
  );

  app.get(
    TravellerPaths.getAll,
    routeOptions(
      { auth: 'user', permission: 'ViewTraveller' },
      {
        tags,
        summary: 'The agency’s travellers by name, at most 500, with how many there are in all',
        ok: ZAllTravellers,
      },
    ),
    async (request) => {
      const user = requireAgencyUser(request);
      return getAllTravellers({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
      });
    },
  );
};
