import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FlightPaths,
  ZAirRuleRequest,
  ZAirRuleResponse,
  ZMakeProposalRequest,
  ZProposal,
  ZProposalQuery,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getAirRule } from './get-air-rule';
import { getProposal } from './get-proposal';
import { getProposalPdf } from './get-proposal-pdf';
import { makeProposal } from './make-proposal';
import type { SearchStore } from './search-store';

const proposalAccess = { auth: 'user', permission: 'MakeProposal' } as const;
const tags = ['flight'];

/** Fare rules of a found itinerary, and proposals (quotes with the agent's markup, as a page and a PDF). */
export function proposalRoutes(store: SearchStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      FlightPaths.airRule,
      routeOptions(
        { auth: 'user', permission: 'Search' },
        {
          tags,
          summary: 'The fare rules of each flight of an itinerary',
          body: ZAirRuleRequest,
          ok: ZAirRuleResponse,
          errors: [410],
        },
      ),
      async (request) => {
        const user = requireUser(request);
        return getAirRule({
          store,
          owner: { tenantId: user.tenantId, agencyId: user.agencyId },
          ...request.body,
          now: app.now(),
        });
      },
    );

    app.post(
      FlightPaths.makeProposal,
      routeOptions(proposalAccess, {
        tags,
        summary: 'Quote chosen itineraries to a customer with the agent’s markup',
        body: ZMakeProposalRequest,
        ok: ZProposal,
        status: 201,
        errors: [410],
      }),
      async (request, reply) => {
        const proposal = await makeProposal({
          db: app.db,
          store,
          user: requireUser(request),
          request: request.body,
          now: app.now(),
        });
        return reply.status(201).send(proposal);
      },
    );

    app.get(
      FlightPaths.getProposal,
      routeOptions(proposalAccess, {
        tags,
        summary: 'A proposal of the agency, for its page',
        querystring: ZProposalQuery,
        ok: ZProposal,
      }),
      async (request) => {
        const user = requireUser(request);
        return getProposal({
          db: app.db,
          tenantId: user.tenantId,
          agencyId: user.agencyId,
          ...request.query,
        });
      },
    );

    app.get(
      FlightPaths.getProposalPdf,
      routeOptions(proposalAccess, {
        tags,
        summary: 'A proposal as a PDF attachment',
        querystring: ZProposalQuery,
      }),
      async (request, reply) => {
        const user = requireUser(request);
        const pdf = await getProposalPdf({
          db: app.db,
          supply: app.supply,
          tenantId: user.tenantId,
          agencyId: user.agencyId,
          ...request.query,
        });
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
            .header('cache-control', 'private, no-store')
            // The 200 answer is the document's bytes, outside the JSON response schemas.
            .send(pdf.content as never)
        );
      },
    );
  };
}
