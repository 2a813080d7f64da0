import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  RefundPaths,
  VoidPaths,
  type AfterSalesOptions,
  type AfterSalesRequest,
  type FlightOrder,
  type OrderAnswer,
} from '@portal/contracts';
import { book, issue, post, priceOne } from './booking';
import { authHeaders } from './flight';

/** A ticketed order: priced, booked and issued paying in full, as an agent does it. */
export async function ticketedOrder(
  app: FastifyInstance,
  token: string,
  options: Parameters<typeof priceOne>[2] = {},
): Promise<FlightOrder> {
  const priced = await priceOne(app, token, { fareType: 'OnHold', ...options });
  const booked = await book(app, token, priced);
  if (booked.statusCode !== 200) throw new Error(`AirBook failed: ${booked.body}`);
  const held = booked.json<OrderAnswer>().order;
  const issued = await issue(app, token, {
    orderReference: held.orderReference,
    acceptedPayable: held.totals.payable.amount,
  });
  if (issued.statusCode !== 200) throw new Error(`Issue failed: ${issued.body}`);
  return issued.json<OrderAnswer>().order;
}

export async function afterSalesOptions(app: FastifyInstance, token: string, orderReference: string) {
  const response = await post(app, token, VoidPaths.airGetOrderRequest, { orderReference });
  if (response.statusCode !== 200) throw new Error(`AirGetOrderRequest failed: ${response.body}`);
  return response.json<AfterSalesOptions>();
}

export function askVoid(app: FastifyInstance, token: string, orderReference: string, paxIds: number[]) {
  return post(app, token, VoidPaths.request, { orderReference, paxIds });
}

export function askRefund(
  app: FastifyInstance,
  token: string,
  body: { orderReference: string; paxIds: number[]; journeyIndexes: number[]; reason?: string },
) {
  return post(app, token, RefundPaths.request, { reason: 'Voluntary', ...body });
}

export function accept(
  app: FastifyInstance,
  token: string,
  kind: 'Void' | 'Refund',
  request: Pick<AfterSalesRequest, 'reference' | 'quote'>,
  key: string = randomUUID(),
) {
  const paths = kind === 'Void' ? VoidPaths : RefundPaths;
  return post(
    app,
    token,
    paths.updateStatus,
    { reference: request.reference, action: 'Accept', quoteId: request.quote?.quoteId },
    key,
  );
}

export function getRequest(app: FastifyInstance, token: string, kind: 'Void' | 'Refund', reference: string) {
  const paths = kind === 'Void' ? VoidPaths : RefundPaths;
  return app.inject({ method: 'GET', url: paths.getRequest, query: { reference }, headers: authHeaders(token) });
}
