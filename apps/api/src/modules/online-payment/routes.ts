import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GatewaySignatureHeader,
  IdempotencyHeader,
  PaymentPaths,
  ZCardDetails,
  ZCardDetailsQuery,
  ZCardPaymentConfig,
  ZCreatePaymentRequest,
  ZCreatePaymentResponse,
  ZGatewayAcknowledgement,
  ZGatewayResult,
  ZMobileConfig,
  ZOnlinePaymentResponse,
  ZPaymentIdQuery,
  ZStatusMessage,
  ZStatusMessageQuery,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { agencyScopeOf } from '../../lib/agency-scope';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createAppPaymentGateway } from '../../payments/app-payment-gateway';
import { createPayment } from './create-payment';
import { getCardDetails } from './get-card-details';
import { getPayment } from './get-payment';
import { getStatusMessage } from './get-status-message';
import { getCardPaymentConfig, getMobileConfig } from './payment-config';
import { recordGatewayResult } from './record-gateway-result';

// Paying online is a way to deposit: the deposit pages' right (229) covers the whole flow.
const payAccess = { auth: 'user', permission: 'AddDepositRequest' } as const;
// The gateway calls with no session of ours and for any tenant: its signature is what is checked.
const gatewayAccess = { auth: 'public', permission: 'none', tenant: 'none' } as const;
const tags = ['payment'];

/** The payment service's online and card calls (spec §7 "online", "card") and the gateway's callback. */
export const onlinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gateway, routes: gatewayPages } = createAppPaymentGateway(app);
  await app.register(gatewayPages);
  const walletCurrency = (request: { tenant: { config: { global: { defaultCurrency: string } } } }) =>
    request.tenant.config.global.defaultCurrency;

  app.get(
    PaymentPaths.online.getMobileConfig,
    routeOptions(payAccess, {
      tags,
      summary: 'The mobile wallets the gateway takes (bKash, Nagad): whether on, limits and fee',
      ok: ZMobileConfig,
    }),
    async (request) => getMobileConfig({ currency: walletCurrency(request) }),
  );

  app.get(
    PaymentPaths.online.getCardPaymentConfig,
    routeOptions(payAccess, {
      tags,
      summary: 'Card limits, local and international surcharge rates, accepted brands; and net banking’s',
      ok: ZCardPaymentConfig,
    }),
    async (request) => getCardPaymentConfig({ currency: walletCurrency(request) }),
  );

  app.get(
    PaymentPaths.card.getCardDetails,
    routeOptions(payAccess, {
      tags,
      summary: 'BIN lookup of a card being typed: brand, issuer, local or international, surcharge rate',
      querystring: ZCardDetailsQuery,
      ok: ZCardDetails,
    }),
    async (request) => getCardDetails({ cardNumber: request.query.cardNumber }),
  );

  app.post(
    PaymentPaths.online.createPayment,
    routeOptions(payAccess, {
      tags,
      summary: 'Open a hosted checkout to top up the wallet (Idempotency-Key required)',
      description:
        'amount in poisha; method card (optional cardBin, the first 6 to 8 digits, for the local rate), ' +
        'mobile_wallet (wallet bkash or nagad) or net_banking. The payer is charged amount + surcharge.',
      body: ZCreatePaymentRequest,
      ok: ZCreatePaymentResponse,
      // Every refusal a key's stored answer may carry is declared.
      errors: [409, 422],
    }),
    async (request, reply) => {
      const user = requireAgencyUser(request);
      const answer = await createPayment({
        db: app.db,
        gateway,
        tenantId: request.tenant.id,
        agencyId: user.agencyId,
        userId: user.id,
        walletCurrency: walletCurrency(request),
        request: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${PaymentPaths.online.createPayment}`,
        now: app.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    PaymentPaths.online.getStatusMessage,
    routeOptions(payAccess, {
      tags,
      summary: 'What the result page says for a result code (success, failure, cancel, pending)',
      querystring: ZStatusMessageQuery,
      ok: ZStatusMessage,
    }),
    async (request) => getStatusMessage({ code: request.query.code }),
  );

  app.get(
    PaymentPaths.online.getPayment,
    routeOptions(payAccess, {
      tags,
      summary: 'One of the agency’s online payments; another agency’s or tenant’s id answers 404',
      querystring: ZPaymentIdQuery,
      ok: ZOnlinePaymentResponse,
    }),
    async (request) =>
      getPayment({
        db: app.db,
        scope: agencyScopeOf(requireAgencyUser(request)),
        paymentId: request.query.paymentId,
      }),
  );

  app.post(
    PaymentPaths.online.gatewayCallback,
    routeOptions(gatewayAccess, {
      tags,
      summary:
        'The gateway’s signed result of a checkout (server to server); a paid result credits the wallet once',
      description: `The ${GatewaySignatureHeader} header carries HMAC-SHA256 of the canonical body with the tenant’s secret.`,
      body: ZGatewayResult,
      ok: ZGatewayAcknowledgement,
      errors: [409, 422],
    }),
    async (request) => {
      const header = request.headers[GatewaySignatureHeader];
      return recordGatewayResult({
        db: app.db,
        serverSecret: app.env.PAYMENT_GATEWAY_SECRET,
        result: request.body,
        signature: typeof header === 'string' ? header : '',
        supplier: app.flightBooking,
        now: app.now(),
      });
    },
  );
};
