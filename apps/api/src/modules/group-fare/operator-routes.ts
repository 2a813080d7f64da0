import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupFareOperatorPaths,
  OperatorPermission,
  ZCreateGroupFareBlockRequest,
  ZFindGroupFareFlightsRequest,
  ZFindGroupFareFlightsResponse,
  ZGroupFareAgenciesResponse,
  ZGroupFareBlockIdQuery,
  ZGroupFareBlockIdRequest,
  ZGroupFareBlockReservationsQuery,
  ZGroupFareBlocksQuery,
  ZGroupFareBlocksResponse,
  ZGroupFareManifestQuery,
  ZGroupFareReservationsResponse,
  ZOperatorGroupFareBlock,
  ZUpdateGroupFareBlockRequest,
} from '@portal/contracts';
import { findGroupFareFlights } from '../../group-fares/find-group-fare-flights';
import { listActiveTenantAgencies } from '../../group-fares/group-fare-block.repository';
import { publishGroupFareBlock } from '../../group-fares/publish-group-fare-block';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { tenantToday } from '../../lib/tenant-clock';
import { closeOperatorBlock } from './close-operator-block';
import { createOperatorBlock } from './create-operator-block';
import { exportBlockManifest } from './export-block-manifest';
import { getOperatorBlock } from './get-operator-block';
import { listOperatorBlocks } from './list-operator-blocks';
import { listOperatorBlockReservations } from './list-block-reservations';
import { operatorBlockViewOf } from './operator-block-view';
import { updateOperatorBlock } from './update-operator-block';

const access = { auth: 'user', permission: OperatorPermission.ManageGroupFares } as const;
const tags = ['backoffice'];

/**
 * The operators' special-fare inventory: blocks of seats on real flights, their terms, publishing and closing, the
 * reservations agencies made on each and the manifest. Everything is the operator's own tenant's (another's is 404).
 */
export const operatorGroupFareRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenantOf = (request: { tenant: { id: string } }) => request.tenant.id;
  // Blocks are sold in the tenant's wallet currency, as every reservation's deposit and due are.
  const currencyOf = (request: { tenant: { config: { global: { defaultCurrency: string } } } }) =>
    request.tenant.config.global.defaultCurrency;
  const deps = () => ({ db: app.db, supply: app.supply, supplier: app.flightBooking, now: app.now() });

  app.post(
    GroupFareOperatorPaths.findFlights,
    routeOptions(access, {
      tags,
      summary: 'Sandbox GDS flights and fare brands with seats left to block, for one trip and cabin',
      body: ZFindGroupFareFlightsRequest,
      ok: ZFindGroupFareFlightsResponse,
    }),
    async (request) =>
      findGroupFareFlights({ supply: app.supply, request: request.body, today: tenantToday(app.now()) }),
  );

  app.get(
    GroupFareOperatorPaths.blocks,
    routeOptions(access, {
      tags,
      summary:
        'The tenant’s blocks by status tab and kind, searched on code, title or route, paged, with counts',
      querystring: ZGroupFareBlocksQuery,
      ok: ZGroupFareBlocksResponse,
    }),
    async (request) =>
      listOperatorBlocks({
        db: app.db,
        supply: app.supply,
        tenantId: tenantOf(request),
        query: request.query,
      }),
  );

  app.get(
    GroupFareOperatorPaths.block,
    routeOptions(access, {
      tags,
      summary: 'One block of the tenant with its seat figures and names missing',
      querystring: ZGroupFareBlockIdQuery,
      ok: ZOperatorGroupFareBlock,
      errors: [404],
    }),
    async (request) =>
      getOperatorBlock({
        db: app.db,
        supply: app.supply,
        tenantId: tenantOf(request),
        blockId: request.query.blockId,
      }),
  );

  app.post(
    GroupFareOperatorPaths.createBlock,
    routeOptions(access, {
      tags,
      summary: 'A new block (Draft): its seats are taken from the airline at once as a group booking',
      description:
        '409 GROUP_FARE_BLOCK_EXISTS when the code is taken; 409 GROUP_FARE_FLIGHT_UNAVAILABLE when the flights ' +
        'have fewer seats left; 404 when the flight option no longer sells.',
      body: ZCreateGroupFareBlockRequest,
      ok: ZOperatorGroupFareBlock,
      status: 201,
      errors: [404, 409],
    }),
    async (request, reply) => {
      const block = await createOperatorBlock({
        ...deps(),
        tenantId: tenantOf(request),
        userId: requireUser(request).id,
        currency: currencyOf(request),
        body: request.body,
      });
      return reply.code(201).send(block);
    },
  );

  app.post(
    GroupFareOperatorPaths.updateBlock,
    routeOptions(access, {
      tags,
      summary:
        'A block’s terms: fares, seats (the airline’s booking resized), cap, deadlines, visibility, rules',
      description:
        '409 when the seats would be fewer than are reserved and sold, or the flights have no more.',
      body: ZUpdateGroupFareBlockRequest,
      ok: ZOperatorGroupFareBlock,
      errors: [404, 409],
    }),
    async (request) => updateOperatorBlock({ ...deps(), tenantId: tenantOf(request), body: request.body }),
  );

  app.post(
    GroupFareOperatorPaths.publishBlock,
    routeOptions(access, {
      tags,
      summary: 'Publish a draft or closed block: the agencies it is shown to may reserve seats',
      body: ZGroupFareBlockIdRequest,
      ok: ZOperatorGroupFareBlock,
      errors: [404, 409],
    }),
    async (request) => {
      const { db, supply, supplier, now } = deps();
      const tenantId = tenantOf(request);
      const row = await db.transaction((tx) =>
        publishGroupFareBlock({ tx, tenantId, blockId: request.body.blockId, supplier, now }),
      );
      return operatorBlockViewOf(db, supply, tenantId, row);
    },
  );

  app.post(
    GroupFareOperatorPaths.closeBlock,
    routeOptions(access, {
      tags,
      summary: 'Close a published block: no new reservations; its unreserved seats go back to the flights',
      body: ZGroupFareBlockIdRequest,
      ok: ZOperatorGroupFareBlock,
      errors: [404, 409],
    }),
    async (request) => {
      const { db, supply, supplier, now } = deps();
      const tenantId = tenantOf(request);
      const row = await closeOperatorBlock({ db, supplier, tenantId, blockId: request.body.blockId, now });
      return operatorBlockViewOf(db, supply, tenantId, row);
    },
  );

  app.get(
    GroupFareOperatorPaths.reservations,
    routeOptions(access, {
      tags,
      summary: 'A block’s reservations by every agency, by status tab, paged, with counts',
      querystring: ZGroupFareBlockReservationsQuery,
      ok: ZGroupFareReservationsResponse,
      errors: [404],
    }),
    async (request) =>
      listOperatorBlockReservations({ db: app.db, tenantId: tenantOf(request), query: request.query }),
  );

  app.get(
    GroupFareOperatorPaths.manifest,
    routeOptions(access, {
      tags,
      summary: 'The block’s manifest: every named and ticketed passenger, as an XLSX or CSV attachment',
      querystring: ZGroupFareManifestQuery,
      errors: [404],
    }),
    async (request, reply) => {
      const file = await exportBlockManifest({
        db: app.db,
        tenantId: tenantOf(request),
        blockId: request.query.blockId,
        format: request.query.format,
      });
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          // The 200 answer is the file, streamed, outside the JSON response schemas.
          .send(file.stream as never)
      );
    },
  );

  app.get(
    GroupFareOperatorPaths.agencies,
    routeOptions(access, {
      tags,
      summary: 'The tenant’s active agencies, to choose whom a block is shown to',
      ok: ZGroupFareAgenciesResponse,
    }),
    async (request) => ({
      agencies: (await listActiveTenantAgencies(app.db, tenantOf(request))).map((agency) => ({
        ...agency,
        code: null,
      })),
    }),
  );
};
