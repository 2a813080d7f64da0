import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HolidayOperatorPaths,
  OperatorPermission,
  ZHolidayMessageBody,
  ZHolidayQueuePage,
  ZHolidayQueueQuery,
  ZHolidayQuoteBody,
  ZHolidayRejectBody,
  ZHolidayRequest,
  ZHolidayRequestReferenceQuery,
  type HolidayRequest,
} from '@portal/contracts';
import { createMessaging } from '../../adapters/registry';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { requestCities } from './holiday-request-cities';
import { loadHolidayRequestView } from './holiday-request-view';
import { listHolidayRequests } from './list-holiday-requests';
import { mailHolidayRequestNews, type HolidayNews } from './mail-holiday-request-news';
import { quoteHolidayRequest } from './quote-holiday-request';
import { rejectHolidayRequest } from './reject-holiday-request';
import { sendHolidayRequestMessage } from './send-holiday-request-message';

const access = { auth: 'user', permission: OperatorPermission.ResolveHolidayRequests } as const;
const tags = ['backoffice'];
const viewer = { side: 'Operator' } as const;

/** The operators' enquiry desk: every agency's holiday requests of the tenant, quotes, refusals and the thread. */
export const operatorHolidayRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const cities = requestCities(app.supply);
  const messaging = createMessaging({ env: app.env, db: app.db });
  const scopeOf = (request: { tenant: { id: string } }) => ({ tenantId: request.tenant.id, agencyId: null, branchId: null });
  const tell = (request: FastifyRequest, answer: HolidayRequest, news: HolidayNews) =>
    mailHolidayRequestNews({
      db: app.db,
      messaging,
      log: request.log,
      tenantId: request.tenant.id,
      brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
      request: answer,
      news,
    });

  app.get(
    HolidayOperatorPaths.requests,
    routeOptions(access, {
      tags,
      summary:
        'The tenant’s holiday requests in tabs with counts, the longest waiting first, searched and paged',
      querystring: ZHolidayQueueQuery,
      ok: ZHolidayQueuePage,
    }),
    async (request) =>
      listHolidayRequests({
        db: app.db,
        scope: scopeOf(request),
        query: request.query,
        cities,
        now: app.now(),
      }),
  );

  app.get(
    HolidayOperatorPaths.request,
    routeOptions(access, {
      tags,
      summary: 'One holiday request of the tenant with its package, quotes, history and messages',
      querystring: ZHolidayRequestReferenceQuery,
      ok: ZHolidayRequest,
    }),
    async (request) =>
      loadHolidayRequestView(app.db, {
        scope: scopeOf(request),
        reference: request.query.reference,
        viewer,
        cities,
        now: app.now(),
      }),
  );

  app.post(
    HolidayOperatorPaths.quote,
    routeOptions(access, {
      tags,
      summary:
        'Quote an enquiry per traveller type (with extras and discounts) valid for some hours; it supersedes any earlier quote and is mailed to the agency',
      body: ZHolidayQuoteBody,
      ok: ZHolidayRequest,
      errors: [404, 409, 422],
    }),
    async (request) => {
      const answer = await quoteHolidayRequest({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        body: request.body,
        cities,
        now: app.now(),
      });
      await tell(request, answer, { kind: 'Quoted' });
      return answer;
    },
  );

  app.post(
    HolidayOperatorPaths.reject,
    routeOptions(access, {
      tags,
      summary: 'Refuse an enquiry with a reason mailed to the agency',
      body: ZHolidayRejectBody,
      ok: ZHolidayRequest,
      errors: [404, 409],
    }),
    async (request) => {
      const answer = await rejectHolidayRequest({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        body: request.body,
        cities,
        now: app.now(),
      });
      await tell(request, answer, { kind: 'Rejected', reason: request.body.reason });
      return answer;
    },
  );

  app.post(
    HolidayOperatorPaths.message,
    routeOptions(access, {
      tags,
      summary: 'Write to the agency on a holiday request’s thread (mailed to it)',
      body: ZHolidayMessageBody,
      ok: ZHolidayRequest,
      errors: [404, 409],
    }),
    async (request) => {
      const answer = await sendHolidayRequestMessage({
        db: app.db,
        scope: scopeOf(request),
        userId: requireUser(request).id,
        viewer,
        body: request.body,
        cities,
        now: app.now(),
      });
      await tell(request, answer, { kind: 'Message', text: request.body.message });
      return answer;
    },
  );
};
