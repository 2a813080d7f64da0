import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangePaths,
  RefundPaths,
  VoidPaths,
  ZExchangeRequestBody,
  ZRefundRequestBody,
  ZVoidRequestBody,
} from '@portal/contracts';
import { exchangeRoutes } from './exchange-routes';
import { operatorRequestRoutes } from './operator-routes';
import { requestRoutes } from './request-routes';
import { requestExchange } from './request-exchange';
import { requestRefund } from './request-refund';
import { requestVoid } from './request-void';

/** Post-ticketing void, refund and exchange (spec §7), the agency's calls and the operators'. */
export const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    requestRoutes({
      kind: 'Void',
      paths: { ...VoidPaths, automaticAmounts: VoidPaths.penaltyDetails },
      act: 'VoidRequest',
      list: 'ShowVoidList',
      ask: {
        path: VoidPaths.request,
        summary:
          'Ask to void tickets issued today: answered with the quote to accept before the void window ends',
        body: ZVoidRequestBody,
        open: requestVoid,
      },
    }),
  );
  await app.register(
    requestRoutes({
      kind: 'Refund',
      paths: { ...RefundPaths, automaticAmounts: RefundPaths.autoAmountDetails },
      act: 'RefundRequest',
      list: 'ShowRefundList',
      ask: {
        path: RefundPaths.request,
        summary:
          'Ask to refund passengers for unflown journeys: quoted at once by the fare’s penalties, or by the operators where the airline’s desk must act',
        body: ZRefundRequestBody,
        open: requestRefund,
      },
    }),
  );
  await app.register(
    requestRoutes({
      kind: 'Exchange',
      paths: { ...ExchangePaths, automaticAmounts: ExchangePaths.penaltyDetails },
      act: 'ReissueRequest',
      list: 'ShowExchangeList',
      ask: {
        path: ExchangePaths.request,
        summary:
          'Ask to move journeys to new dates within the fare’s window: then search, price and approve an option (involuntary changes go to the operators)',
        body: ZExchangeRequestBody,
        open: (options) => requestExchange({ ...options, manual: false }),
      },
    }),
  );
  await app.register(exchangeRoutes);
  await app.register(operatorRequestRoutes);
};
