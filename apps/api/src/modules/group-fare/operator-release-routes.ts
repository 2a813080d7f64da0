import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupFareOperatorPaths,
  OperatorPermission,
  ZGroupFareReferenceRequest,
  ZGroupFareReservation,
} from '@portal/contracts';
import { releaseGroupFare } from '../../group-fares/release-group-fare-reservation';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';

const access = { auth: 'user', permission: OperatorPermission.ManageGroupFares } as const;

/** The operators release a reservation of any of their tenant's agencies (another tenant's answers 404). */
export const operatorGroupFareReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    GroupFareOperatorPaths.release,
    routeOptions(access, {
      tags: ['backoffice'],
      summary:
        'Release a special-fare reservation: the seats go back to the block, a paid deposit by its rule',
      body: ZGroupFareReferenceRequest,
      ok: ZGroupFareReservation,
      errors: [404, 409],
    }),
    async (request) => {
      const operator = requireUser(request);
      return releaseGroupFare({
        db: app.db,
        scope: { tenantId: request.tenant.id, agencyId: null, branchId: null },
        user: { id: operator.id, functionalities: [], side: 'Operator' },
        reference: request.body.reference,
        supply: app.supply,
        now: app.now(),
      });
    },
  );
};
