import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeader,
  ImportPnrPaths,
  ZImportPnrFound,
  ZImportPnrOrderDetails,
  ZImportPnrRequest,
  ZOrderAnswer,
  type ImportPnrRequest,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createImportPnrOrder } from '../../orders/create-import-pnr-order';
import { getImportPnr } from '../../orders/get-import-pnr';
import { getImportPnrOrderDetails } from '../../orders/get-import-pnr-order-details';
import { agencyScopeOf } from '../../lib/agency-scope';

const importAccess = { auth: 'user', permission: 'ImportPnr' } as const;
const tags = ['orders'];

/** Queue share (spec §7 "Orders", ImportPNR): a PNR made outside the portal, read from the queue and made an order. */
export const importPnrRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = (request: Parameters<typeof requireAgencyUser>[0] & { body: ImportPnrRequest }) => {
    const user = requireAgencyUser(request);
    return {
      db: app.db,
      supply: app.supply,
      supplier: app.flightBooking,
      scope: agencyScopeOf(user),
      viewer: user,
      request: request.body,
      now: app.now(),
    };
  };

  app.post(
    ImportPnrPaths.airGetImportPnr,
    routeOptions(importAccess, {
      tags,
      summary:
        'Find a PNR in the agency’s queue: its state and whether it can be imported; another’s answers 404',
      body: ZImportPnrRequest,
      ok: ZImportPnrFound,
      errors: [404, 409],
    }),
    async (request) => getImportPnr(lookup(request)),
  );

  app.post(
    ImportPnrPaths.airGetImportPnrOrderDetails,
    routeOptions(importAccess, {
      tags,
      summary: 'The order a PNR of the agency’s queue would become: travellers, flights, fare and time limit',
      body: ZImportPnrRequest,
      ok: ZImportPnrOrderDetails,
      errors: [404, 409],
    }),
    async (request) => getImportPnrOrderDetails(lookup(request)),
  );

  app.post(
    ImportPnrPaths.airCreateImportPnrOrder,
    routeOptions(importAccess, {
      tags,
      summary: 'Import a held PNR of the agency’s queue as an order on hold, once (Idempotency-Key required)',
      body: ZImportPnrRequest,
      ok: ZOrderAnswer,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const user = requireAgencyUser(request);
      const answer = await createImportPnrOrder({
        db: app.db,
        viewer: user,
        supply: app.supply,
        supplier: app.flightBooking,
        user: {
          tenantId: user.tenantId,
          agencyId: user.agencyId,
          branchId: user.branchId,
          userId: user.id,
          tenantCode: request.tenant.config.company.code,
        },
        idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${ImportPnrPaths.airCreateImportPnrOrder}`,
        request: request.body,
        now: app.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
