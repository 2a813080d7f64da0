import type { FastifyInstance } from 'fastify';
import { expireHeldOrders } from './expire-held-orders';

const sweepEveryMs = 15_000;

/**
 * Runs the held-order expiry every 15 seconds while the server is up. Several API processes may sweep at once:
 * each order is expired under its row lock and only while still held, so it is expired once.
 */
export function startOrderExpiry(app: FastifyInstance): void {
  let running = false;
  const sweep = setInterval(() => {
    if (running) return;
    running = true;
    expireHeldOrders({ db: app.db, supplier: app.flightBooking, now: app.now() })
      .then((expired) => {
        if (expired.length > 0) app.log.info({ expired }, 'held orders expired');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'held order expiry failed'))
      .finally(() => {
        running = false;
      });
  }, sweepEveryMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
