import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangePaths,
  IdempotencyHeader,
  ZAfterSalesRequest,
  ZExchangeFilter,
  ZExchangeOptionDetails,
  ZExchangeOptionQuery,
  ZExchangePriceBody,
  ZExchangeQuoteBody,
  ZExchangeRequestBody,
  ZExchangeSearchBody,
  ZExchangeSearchResult,
  ZExchangeSummary,
  ZExchangeVerification,
  ZRequestReferenceQuery,
  type AfterSalesRequest,
} from '@portal/contracts';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { routeOptions } from '../../lib/route-options';
import { tenantTimeZone } from '../../lib/tenant-clock';
import { filterExchangeOptions } from './filter-exchange-options';
import { getExchangeOption } from './get-exchange-option';
import { getExchangeSummary } from './get-exchange-summary';
import { priceExchange } from './price-exchange';
import { requestExchange } from './request-exchange';
import { agencyCaller } from './request-routes';
import { searchExchange } from './search-exchange';
import { updateRequestStatus } from './update-request-status';
import { verifyExchange } from './verify-exchange';

const tags = ['after-sales'];
const actAccess = { auth: 'user', permission: 'ReissueRequest' } as const;
const seeAccess = { auth: 'user', permission: ['ShowExchangeList', 'ReissueRequest'] } as const;

/** The exchange's own calls (spec §7): search, filter, itinerary, summary, price, manual request, approve, verify. */
export const exchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ExchangePaths.manualRequest,
    routeOptions(actAccess, {
      tags,
      summary:
        'Ask the operators to find and quote a change (another route, part of the passengers, or no fitting flight)',
      body: ZExchangeRequestBody,
      ok: ZAfterSalesRequest,
      errors: [409, 422],
    }),
    async (request) => {
      const { scope, user } = agencyCaller(request);
      return requestExchange({
        db: app.db,
        scope,
        user,
        body: request.body,
        manual: true,
        supplier: app.flightBooking,
        timeZone: tenantTimeZone,
        now: app.now(),
      });
    },
  );

  app.post(
    ExchangePaths.search,
    routeOptions(actAccess, {
      tags,
      summary:
        'The airline’s flights for the request’s journeys on the dates asked (or others within the fare’s window), each option with what the change comes to',
      body: ZExchangeSearchBody,
      ok: ZExchangeSearchResult,
      errors: [409, 422],
    }),
    async (request) =>
      searchExchange({
        db: app.db,
        cache: app.cache,
        scope: agencyCaller(request).scope,
        body: request.body,
        supplier: app.flightBooking,
        supply: app.supply,
        now: app.now(),
      }),
  );

  app.get(
    ExchangePaths.filter,
    routeOptions(seeAccess, {
      tags,
      summary: 'The filters of the last exchange search: brands, stops, dates, departure times, totals',
      querystring: ZRequestReferenceQuery,
      ok: ZExchangeFilter,
      errors: [409, 422],
    }),
    async (request) =>
      filterExchangeOptions({
        db: app.db,
        cache: app.cache,
        scope: agencyCaller(request).scope,
        reference: request.query.reference,
        now: app.now(),
      }),
  );

  app.get(
    ExchangePaths.itinerary,
    routeOptions(seeAccess, {
      tags,
      summary:
        'One option of the last exchange search: its flights, the new fare’s rules and the figures found',
      querystring: ZExchangeOptionQuery,
      ok: ZExchangeOptionDetails,
      errors: [409, 422],
    }),
    async (request) => {
      const { scope, user } = agencyCaller(request);
      return getExchangeOption({
        db: app.db,
        cache: app.cache,
        scope,
        reference: request.query.reference,
        optionId: request.query.optionId,
        supply: app.supply,
        viewer: user,
        now: app.now(),
      });
    },
  );

  app.get(
    ExchangePaths.summary,
    routeOptions(seeAccess, {
      tags,
      summary:
        'An exchange request with its journeys, the passengers’ tickets, the option quoted and the money',
      querystring: ZRequestReferenceQuery,
      ok: ZExchangeSummary,
    }),
    async (request) =>
      getExchangeSummary({
        db: app.db,
        scope: agencyCaller(request).scope,
        reference: request.query.reference,
        supplier: app.flightBooking,
        supply: app.supply,
        now: app.now(),
      }),
  );

  app.post(
    ExchangePaths.price,
    routeOptions(actAccess, {
      tags,
      summary:
        'Quote one option at the airline’s price now (fare and tax difference, change fee, residual, service fee); valid 15 minutes, superseding any earlier quote',
      body: ZExchangePriceBody,
      ok: ZAfterSalesRequest,
      errors: [409, 422],
    }),
    async (request) =>
      priceExchange({
        db: app.db,
        cache: app.cache,
        scope: agencyCaller(request).scope,
        body: request.body,
        supplier: app.flightBooking,
        now: app.now(),
      }),
  );

  app.post(
    ExchangePaths.verifyRequest,
    routeOptions(actAccess, {
      tags,
      summary:
        'Whether the quoted option still sells with a seat for everyone, and at what the airline prices it now',
      body: ZExchangeQuoteBody,
      ok: ZExchangeVerification,
      errors: [409, 422],
    }),
    async (request) =>
      verifyExchange({
        db: app.db,
        scope: agencyCaller(request).scope,
        body: request.body,
        supplier: app.flightBooking,
        now: app.now(),
      }),
  );

  app.post(
    ExchangePaths.approve,
    routeOptions(actAccess, {
      tags,
      summary:
        'Accept the named quote (Idempotency-Key required): new tickets are issued, the seats move, and the difference is paid from the wallet or credited to it, once',
      body: ZExchangeQuoteBody,
      ok: ZAfterSalesRequest,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = agencyCaller(request);
      const now = app.now();
      const answer = await runIdempotent<AfterSalesRequest>(
        {
          db: app.db,
          tenantId: scope.tenantId,
          userId: user.id,
          key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${ExchangePaths.approve}`,
          request: request.body,
          now,
        },
        (tx) =>
          updateRequestStatus({
            tx,
            scope,
            kind: 'Exchange',
            userId: user.id,
            body: { ...request.body, action: 'Accept' },
            supplier: app.flightBooking,
            supply: app.supply,
            timeZone: tenantTimeZone,
            now,
          }),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
