import type { FastifyInstance } from 'fastify';
import { GatewaySignatureHeader } from '@portal/contracts';
import { createPaymentGateway } from '../adapters/registry';

/**
 * The app's payment gateway. Its signed results reach our callback route exactly as a gateway's request would
 * (server to server). The sandbox keeps its sessions in the database, so every caller may open checkouts through
 * its own instance; only the online-payment module serves the checkout pages.
 */
export function createAppPaymentGateway(app: FastifyInstance) {
  return createPaymentGateway({
    env: app.env,
    db: app.db,
    now: () => app.now(),
    deliver: async ({ url, result, signature }) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { [GatewaySignatureHeader]: signature, 'content-type': 'application/json' },
        payload: result,
      });
      return response.statusCode;
    },
  });
}
