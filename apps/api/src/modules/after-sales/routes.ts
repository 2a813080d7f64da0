import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangePaths,
  RefundPaths,
  VoidPaths,
  ZAfterSalesRequest,
  ZExchangeRequestBody,
  ZRefundRequestBody,
  ZVoidRequestBody,
} from '@portal/contracts';
import { routeOptions } from '../../lib/route-options';
import { tenantTimeZone } from '../../lib/tenant-clock';
import { exchangeRoutes } from './exchange-routes';
import { operatorRequestRoutes } from './operator-routes';
import { agencyCaller, requestRoutes } from './request-routes';
import { requestExchange } from './request-exchange';
import { requestRefund } from './request-refund';
import { requestVoid } from './request-void';

const tags = ['after-sales'];

/** Post-ticketing void, refund and exchange (spec §7), the agency's calls and the operators'. */
export const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    requestRoutes({
      kind: 'Void',
      paths: { ...VoidPaths, automaticAmounts: VoidPaths.penaltyDetails },
      act: 'VoidRequest',
      list: 'ShowVoidList',
      ask: (api, access) =>
        api.post(
          VoidPaths.request,
          routeOptions(access, {
            tags,
            summary:
              'Ask to void tickets issued today: answered with the quote to accept before the void window ends',
            body: ZVoidRequestBody,
            ok: ZAfterSalesRequest,
            errors: [409, 422],
          }),
          async (request) => {
            const { scope, user } = agencyCaller(request);
            return requestVoid({
              db: app.db,
              scope,
              user,
              body: request.body,
              supplier: app.flightBooking,
              timeZone: tenantTimeZone,
              now: app.now(),
            });
          },
        ),
    }),
  );
  await app.register(
    requestRoutes({
      kind: 'Refund',
      paths: { ...RefundPaths, automaticAmounts: RefundPaths.autoAmountDetails },
      act: 'RefundRequest',
      list: 'ShowRefundList',
      ask: (api, access) =>
        api.post(
          RefundPaths.request,
          routeOptions(access, {
            tags,
            summary:
              'Ask to refund passengers for unflown journeys: quoted at once by the fare’s penalties, or by the operators where the airline’s desk must act',
            body: ZRefundRequestBody,
            ok: ZAfterSalesRequest,
            errors: [409, 422],
          }),
          async (request) => {
            const { scope, user } = agencyCaller(request);
            return requestRefund({
              db: app.db,
              scope,
              user,
              body: request.body,
              supplier: app.flightBooking,
              timeZone: tenantTimeZone,
              now: app.now(),
            });
          },
        ),
    }),
  );
  await app.register(
    requestRoutes({
      kind: 'Exchange',
      paths: { ...ExchangePaths, automaticAmounts: ExchangePaths.penaltyDetails },
      act: 'ReissueRequest',
      list: 'ShowExchangeList',
      ask: (api, access) =>
        api.post(
          ExchangePaths.request,
          routeOptions(access, {
            tags,
            summary:
              'Ask to move journeys to new dates within the fare’s window: then search, price and approve an option (involuntary changes go to the operators)',
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
              manual: false,
              supplier: app.flightBooking,
              timeZone: tenantTimeZone,
              now: app.now(),
            });
          },
        ),
    }),
  );
  await app.register(exchangeRoutes);
  await app.register(operatorRequestRoutes);
};
