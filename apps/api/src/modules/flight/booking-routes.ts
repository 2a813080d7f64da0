import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FlightBookingPaths,
  IdempotencyHeader,
  ZAirBookRequest,
  ZAirPriceRequest,
  ZAirSellRequest,
  ZAirSellResponse,
  ZAirTicketRequest,
  ZOrderAnswer,
  ZOrderReferenceRequest,
  ZPriceIdQuery,
  ZPricedItinerary,
  ZSeatMap,
  ZSeatQuery,
  ZServiceList,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { isPermitted } from '../../lib/permission';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { cancelOrderNow } from '../../orders/cancel-order';
import { issueOrderOnce } from '../../orders/issue-order-once';
import { bookItinerary } from './book-itinerary';
import { getPricedItinerary } from './get-priced-itinerary';
import { getSeatMap } from './get-seat-map';
import { getServiceList } from './get-service-list';
import { priceItinerary } from './price-itinerary';
import { priceVisibilityOf } from './price-visibility';
import type { SearchStore } from './search-store';
import { sellItinerary } from './sell-itinerary';
import { agencyScopeOf } from '../../lib/agency-scope';

const bookAccess = { auth: 'user', permission: 'BookTicket' } as const;
const issueAccess = { auth: 'user', permission: 'IssueTicket' } as const;
const cancelAccess = { auth: 'user', permission: 'CancelTicket' } as const;
const tags = ['flight booking'];

/** Booking (spec §7 "Flight search and booking"): price v2, service list, sell, book, ticket, cancel. */
export function bookingRoutes(store: SearchStore): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = (request: Parameters<typeof requireAgencyUser>[0]) => {
      const user = requireAgencyUser(request);
      return { user, owner: agencyScopeOf(user), now: app.now() };
    };

    app.post(
      FlightBookingPaths.airPrice,
      routeOptions(bookAccess, {
        tags,
        summary:
          'Price a chosen itinerary again before the booking page; answers what changed and a price id',
        body: ZAirPriceRequest,
        ok: ZPricedItinerary,
        errors: [410, 422],
      }),
      async (request) => {
        const { user, owner: caller, now } = owner(request);
        return priceItinerary({
          store,
          cache: app.cache,
          supply: app.supply,
          supplier: app.flightBooking,
          owner: caller,
          userId: user.id,
          visibility: priceVisibilityOf(user),
          request: request.body,
          now,
        });
      },
    );

    app.get(
      FlightBookingPaths.airGetItinerary,
      routeOptions(bookAccess, {
        tags,
        summary: 'The priced itinerary of a price id, as last priced (the booking page after a reload)',
        querystring: ZPriceIdQuery,
        ok: ZPricedItinerary,
        errors: [410],
      }),
      async (request) => {
        const { user, owner: caller, now } = owner(request);
        return getPricedItinerary({
          cache: app.cache,
          supply: app.supply,
          owner: caller,
          visibility: priceVisibilityOf(user),
          priceId: request.query.priceId,
          now,
        });
      },
    );

    app.get(
      FlightBookingPaths.airServiceList,
      routeOptions(bookAccess, {
        tags,
        summary:
          'Extra baggage, meals and special services the airline sells on each flight of the itinerary',
        querystring: ZPriceIdQuery,
        ok: ZServiceList,
        errors: [410],
      }),
      async (request) => {
        const { owner: caller, now } = owner(request);
        return getServiceList({
          cache: app.cache,
          supplier: app.flightBooking,
          owner: caller,
          priceId: request.query.priceId,
          now,
        });
      },
    );

    app.get(
      FlightBookingPaths.getSeat,
      routeOptions(bookAccess, {
        tags,
        summary: 'The seat map of one flight of the itinerary, with the seats already taken and their prices',
        querystring: ZSeatQuery,
        ok: ZSeatMap,
        errors: [410],
      }),
      async (request) => {
        const { owner: caller, now } = owner(request);
        return getSeatMap({
          db: app.db,
          cache: app.cache,
          supplier: app.flightBooking,
          owner: caller,
          priceId: request.query.priceId,
          legKey: request.query.legKey,
          now,
        });
      },
    );

    app.post(
      FlightBookingPaths.airSell,
      routeOptions(bookAccess, {
        tags,
        summary: 'Price the itinerary again with the travellers and their extras, before booking',
        body: ZAirSellRequest,
        ok: ZAirSellResponse,
        errors: [409, 410, 422],
      }),
      async (request) => {
        const { owner: caller, now } = owner(request);
        return sellItinerary({
          db: app.db,
          cache: app.cache,
          supply: app.supply,
          supplier: app.flightBooking,
          owner: caller,
          request: request.body,
          now,
        });
      },
    );

    app.post(
      FlightBookingPaths.airBook,
      routeOptions(bookAccess, {
        tags,
        summary:
          'Make the order: hold an OnHold fare, or issue at once (Web fares always) paid from the wallet; Idempotency-Key required',
        body: ZAirBookRequest,
        ok: ZOrderAnswer,
        errors: [409, 410, 422],
      }),
      async (request, reply) => {
        const { user, now } = owner(request);
        const answer = await bookItinerary({
          db: app.db,
          viewer: user,
          cache: app.cache,
          supply: app.supply,
          supplier: app.flightBooking,
          user: {
            tenantId: user.tenantId,
            agencyId: user.agencyId,
            branchId: user.branchId,
            userId: user.id,
            tenantCode: request.tenant.config.company.code,
            mayIssue: isPermitted(user, 'IssueTicket'),
          },
          idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${FlightBookingPaths.airBook}`,
          request: request.body,
          now,
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    app.post(
      FlightBookingPaths.airTicket,
      routeOptions(issueAccess, {
        tags,
        summary: 'Issue a held order from the wallet, in full or in part; Idempotency-Key required',
        body: ZAirTicketRequest,
        ok: ZOrderAnswer,
        errors: [409, 422],
      }),
      async (request, reply) => {
        const { user, now } = owner(request);
        const { payment, ...issue } = request.body;
        const answer = await issueOrderOnce({
          db: app.db,
          viewer: user,
          user: { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId, userId: user.id },
          idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${FlightBookingPaths.airTicket}`,
          request: issue,
          payment,
          supplier: app.flightBooking,
          now,
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    app.post(
      FlightBookingPaths.airCancel,
      routeOptions(cancelAccess, {
        tags,
        summary: 'Cancel a held booking, releasing its seats (a ticketed one needs a void or refund request)',
        body: ZOrderReferenceRequest,
        ok: ZOrderAnswer,
        errors: [409],
      }),
      async (request) => {
        const { user, owner: caller, now } = owner(request);
        return cancelOrderNow({
          db: app.db,
          viewer: user,
          scope: caller,
          orderReference: request.body.orderReference,
          supplier: app.flightBooking,
          userId: user.id,
          now,
        });
      },
    );
  };
}
