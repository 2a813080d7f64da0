import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvitationPaths,
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZInvitationView,
  ZInvitationViewQuery,
} from '@portal/contracts';
import { routeOptions } from '../../lib/route-options';
import { acceptInvitation } from './accept-invitation';
import { codeCheckRateLimit } from './rate-limits';
import { viewInvitation } from './view-invitation';

const tags = ['identity'];
// The link's token is the only key: public calls, limited per address like the other code checks.
const access = { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit } as const;

/** The invitee's side of a staff invitation. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    InvitationPaths.view,
    routeOptions(access, {
      tags,
      summary: 'Who is invited to which agency; 404 for an unknown link, 410 for a used or expired one',
      querystring: ZInvitationViewQuery,
      ok: ZInvitationView,
      errors: [404, 410],
    }),
    async (request) =>
      viewInvitation({ db: app.db, tenantId: request.tenant.id, token: request.query.token, now: app.now() }),
  );

  app.post(
    InvitationPaths.accept,
    routeOptions(access, {
      tags,
      summary: 'Sets the invitee’s password (spec §5 rules); the link then stops working',
      body: ZAcceptInvitationRequest,
      ok: ZAcceptInvitationResponse,
      errors: [404, 410],
    }),
    async (request) =>
      acceptInvitation({ db: app.db, tenantId: request.tenant.id, request: request.body, now: app.now() }),
  );
};
