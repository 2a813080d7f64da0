import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HotelPaths,
  IdempotencyHeader,
  ZHotelBooked,
  ZHotelBooking,
  ZHotelBookingPage,
  ZHotelBookingsQuery,
  ZHotelBookRequest,
  ZHotelCancellationQuote,
  ZHotelCancelRequest,
  ZHotelPayRequest,
  ZHotelRateCheck,
  ZHotelRateKey,
  ZHotelReferenceQuery,
  type HotelBooked,
  type HotelBooking,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { agencyPrintLogo } from '../../branding/agency-print-logo';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { bookHotel } from './book-hotel';
import { loadBookingView } from './booking-view';
import { cancelHotelBooking } from './cancel-hotel-booking';
import { checkRate } from './check-rate';
import { getBookingDocument } from './get-booking-document';
import { getCancellationQuote } from './get-cancellation-quote';
import { listHotelBookings } from './list-hotel-bookings';
import { payHotelBooking } from './pay-hotel-booking';
import type { HotelSearchStore } from './search-store';
import { agencyScopeOf } from '../../lib/agency-scope';

const bookAccess = { auth: 'user', permission: 'BookHotel' } as const;
const queueAccess = { auth: 'user', permission: 'ShowHotelQueues' } as const;
const cancelAccess = { auth: 'user', permission: 'CancelHotel' } as const;
const printAccess = { auth: 'user', permission: 'PrintHotel' } as const;
const tags = ['hotel booking'];

/**
 * Hotel booking (spec §2 hotels, §6 codes 248–252): price check, book, pay, the queue, one booking, cancellation
 * quote and cancel, voucher and invoice. Calls that move money or take rooms take an Idempotency-Key.
 */
export function bookingRoutes(store: HotelSearchStore): FastifyPluginAsyncZod {
  return async (app) => {
    const printFiles = createFileStore(app.env.DATA_DIR);
    const caller = (request: Parameters<typeof requireAgencyUser>[0]) => {
      const user = requireAgencyUser(request);
      return { user, scope: agencyScopeOf(user), now: app.now() };
    };
    /** Runs a call once per Idempotency-Key, answering the booking as the caller may read it. */
    const once = async <T>(
      request: Parameters<typeof requireAgencyUser>[0] & {
        headers: Record<string, string | string[] | undefined>;
        body: unknown;
      },
      path: string,
      work: Parameters<typeof runIdempotent<T>>[1],
    ) => {
      const { user, now } = caller(request);
      return runIdempotent<T>(
        {
          db: app.db,
          tenantId: user.tenantId,
          userId: user.id,
          key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${path}`,
          request: request.body,
          now,
        },
        work,
      );
    };

    app.post(
      HotelPaths.checkRate,
      routeOptions(bookAccess, {
        tags,
        summary:
          'The supplier’s price and policy check of a searched rate just before booking: what changed, both views, the wallet',
        body: ZHotelRateKey,
        ok: ZHotelRateCheck,
        errors: [409, 410],
      }),
      async (request) => {
        const { user, scope, now } = caller(request);
        return checkRate({
          db: app.db,
          cache: app.cache,
          store,
          supplier: app.hotelSupplier,
          owner: scope,
          userId: user.id,
          key: request.body,
          now,
        });
      },
    );

    app.post(
      HotelPaths.book,
      routeOptions(bookAccess, {
        tags,
        summary:
          'Book a checked rate: paid from the wallet (Confirmed, or UnConfirmed on request) or held unpaid where the rate allows it; Idempotency-Key required',
        body: ZHotelBookRequest,
        ok: ZHotelBooked,
        errors: [409, 410, 422],
      }),
      async (request, reply) => {
        const { user, now } = caller(request);
        const answer = await bookHotel({
          db: app.db,
          cache: app.cache,
          supplier: app.hotelSupplier,
          user: { tenantId: user.tenantId, agencyId: user.agencyId, userId: user.id },
          idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${HotelPaths.book}`,
          request: request.body,
          now,
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    app.post(
      HotelPaths.pay,
      routeOptions(bookAccess, {
        tags,
        summary: 'Pay a held booking from the wallet before its hold deadline; Idempotency-Key required',
        body: ZHotelPayRequest,
        ok: ZHotelBooked,
        errors: [409, 422],
      }),
      async (request, reply) => {
        const { user, scope, now } = caller(request);
        const answer = await once<HotelBooked>(request, HotelPaths.pay, (tx) =>
          payHotelBooking({ tx, scope, userId: user.id, reference: request.body.reference, now }),
        );
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    app.get(
      HotelPaths.bookings,
      routeOptions(queueAccess, {
        tags,
        summary:
          'The agency’s hotel bookings in status tabs with counts, searched and filtered, with each one’s next deadline',
        querystring: ZHotelBookingsQuery,
        ok: ZHotelBookingPage,
      }),
      async (request) => {
        const { scope, now } = caller(request);
        return listHotelBookings({ db: app.db, scope, query: request.query, now });
      },
    );

    app.get(
      HotelPaths.booking,
      routeOptions(queueAccess, {
        tags,
        summary:
          'One hotel booking: hotel, stay, rooms, money, policy, deadline, what the caller may do, history',
        querystring: ZHotelReferenceQuery,
        ok: ZHotelBooking,
      }),
      async (request) => {
        const { user, scope, now } = caller(request);
        return loadBookingView(app.db, { scope, viewer: user, reference: request.query.reference, now });
      },
    );

    app.get(
      HotelPaths.cancellationQuote,
      routeOptions(cancelAccess, {
        tags,
        summary: 'What cancelling now would keep and give back by the rate’s policy, and until when it holds',
        querystring: ZHotelReferenceQuery,
        ok: ZHotelCancellationQuote,
        errors: [409],
      }),
      async (request) => {
        const { scope, now } = caller(request);
        return getCancellationQuote({ db: app.db, scope, reference: request.query.reference, now });
      },
    );

    app.post(
      HotelPaths.cancel,
      routeOptions(cancelAccess, {
        tags,
        summary:
          'Cancel, naming the refund quoted (a different figure now is refused): rooms released, refund credited; Idempotency-Key required',
        body: ZHotelCancelRequest,
        ok: ZHotelBooking,
        errors: [409],
      }),
      async (request, reply) => {
        const { user, scope, now } = caller(request);
        const answer = await once<HotelBooking>(request, HotelPaths.cancel, async (tx) => {
          await cancelHotelBooking({
            tx,
            scope,
            userId: user.id,
            supplier: app.hotelSupplier,
            reference: request.body.reference,
            expectedRefund: request.body.expectedRefund,
            now,
          });
          return loadBookingView(tx, { scope, viewer: user, reference: request.body.reference, now });
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );

    for (const [path, document] of [
      [HotelPaths.voucher, 'voucher'],
      [HotelPaths.invoice, 'invoice'],
    ] as const) {
      app.get(
        path,
        routeOptions(printAccess, {
          tags,
          summary:
            document === 'voucher'
              ? 'The voucher of a confirmed booking as a PDF: hotel, stay, rooms and lead guests, confirmation number'
              : 'The agency’s invoice of a paid booking as a PDF: the BDT charge, supplier amount and rate, any credit',
          querystring: ZHotelReferenceQuery,
          errors: [409],
        }),
        async (request, reply) => {
          const { scope } = caller(request);
          const { config } = request.tenant;
          const pdf = await getBookingDocument({
            db: app.db,
            scope,
            tenant: {
              name: config.company.name,
              lines: [config.global.contactNo, config.global.email].filter(Boolean),
              // The agency prints its own vouchers and invoices: its logo heads them.
              logo: await agencyPrintLogo(app.db, printFiles, scope),
            },
            document,
            reference: request.query.reference,
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
    }
  };
}
