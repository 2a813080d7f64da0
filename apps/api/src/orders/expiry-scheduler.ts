import type { FastifyInstance } from 'fastify';
import { createFileStore } from '../adapters/file-store';
import { createMessaging } from '../adapters/registry';
import { sweepGroupFares } from '../group-fares/sweep-group-fares';
import { sweepHotelBookings } from '../modules/hotel/sweep-hotel-bookings';
import { sweepVisaUploads } from '../modules/visa/sweep-visa-uploads';
import { expireLapsedQuotes } from '../requests/expire-lapsed-quotes';
import { expireHeldOrders } from './expire-held-orders';

const sweepEveryMs = 15_000;

/**
 * Runs the due work every 15 seconds while the server is up: held orders past their time limit expire, requests
 * whose quote lapsed unanswered become Expired, hotel holds past their deadline expire and the hotel supplier's due
 * answers to on-request bookings are applied, visa uploads never attached within a day are deleted, and special-fare
 * reservations past their hold or a deadline are released (the agency warned before each deadline). Several API
 * processes may sweep at once: each order, request and booking is changed under its row lock and only while still in
 * the status it was found in, so it is changed once (an upload is deleted only while still unattached).
 */
export function startOrderExpiry(app: FastifyInstance): void {
  const files = createFileStore(app.env.DATA_DIR);
  const messaging = createMessaging({ env: app.env, db: app.db });
  let running = false;
  const sweep = setInterval(() => {
    if (running) return;
    running = true;
    const now = app.now();
    expireHeldOrders({ db: app.db, supplier: app.flightBooking, now })
      .then(async (expired) => {
        if (expired.length > 0) app.log.info({ expired }, 'held orders expired');
        const lapsed = await expireLapsedQuotes(app.db, now);
        if (lapsed > 0) app.log.info({ lapsed }, 'request quotes expired');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'held order expiry failed'))
      // Hotels run whatever happened to the flights' sweep, and fail on their own.
      .then(async () => {
        const hotels = await sweepHotelBookings({
          db: app.db,
          supplier: app.hotelSupplier,
          log: app.log,
          now,
        });
        if (hotels.expired.length > 0 || hotels.decided.length > 0)
          app.log.info(hotels, 'hotel bookings swept');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'hotel booking sweep failed'))
      // Visa uploads never attached lapse after a day, whatever happened above.
      .then(async () => {
        const removed = await sweepVisaUploads({ db: app.db, files, log: app.log, now });
        if (removed > 0) app.log.info({ removed }, 'unattached visa uploads removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'visa upload sweep failed'))
      // Special-fare holds and deadlines, on their own too.
      .then(async () => {
        const fares = await sweepGroupFares({
          db: app.db,
          messaging,
          supplier: app.flightBooking,
          supply: app.supply,
          log: app.log,
          now,
        });
        if (fares.released.length > 0 || fares.warned.length > 0 || fares.ticketed.length > 0)
          app.log.info(fares, 'group fares swept');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'group fare sweep failed'))
      .finally(() => {
        running = false;
      });
  }, sweepEveryMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
