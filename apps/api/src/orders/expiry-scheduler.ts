import type { FastifyInstance } from 'fastify';
import { expireLapsedQuotes } from '../requests/expire-lapsed-quotes';
import { expireHeldOrders } from './expire-held-orders';

const sweepEveryMs = 15_000;

/**
 * Runs the due work every 15 seconds while the server is up: held orders past their time limit expire, and requests
 * whose quote lapsed unanswered become Expired. Several API processes may sweep at once: each order and request is
 * changed under its row lock and only while still in the status it was found in, so it is changed once.
 */
export function startOrderExpiry(app: FastifyInstance): void {
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
      .finally(() => {
        running = false;
      });
  }, sweepEveryMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
