import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ExchangePaths,
  FlightBookingPaths,
  FlightPaths,
  type AfterSalesRequest,
  type Brand,
  type ExchangeSearchResult,
  type ExchangeSummary,
  type ItineraryBrands,
  type OrderAnswer,
  type PricedItinerary,
} from '@portal/contracts';
import { book, issue, post, searchItineraries } from './booking';
import { authHeaders, dhakaDate, searchBody } from './flight';

/** Days from today of a return trip's two flights (Dhaka–Dubai and back) in the exchange tests. */
export const tripDays = { out: 30, back: 40 } as const;

/**
 * A ticketed Dhaka–Dubai return at the brand `choose` picks of the first itinerary offering one (a changeable brand,
 * a refundable one...), priced at that brand, booked and issued paying in full, as an agent does it.
 */
export async function ticketedReturn(
  app: FastifyInstance,
  token: string,
  choose: (brands: Brand[]) => Brand | undefined,
  days: { out: number; back: number } = tripDays,
) {
  const { requestId, itineraries } = await searchItineraries(
    app,
    token,
    searchBody({
      tripType: 'R',
      segments: [{ origin: 'DAC', destination: 'DXB', departureDate: dhakaDate(days.out) }],
      returnDate: dhakaDate(days.back),
    }),
  );
  for (const row of itineraries.filter(
    (one) => one.fareType === 'OnHold' && one.kind === 'Standard' && one.journeys.length === 2,
  )) {
    const brands = await app.inject({
      method: 'GET',
      url: FlightPaths.itineraryBrandDetails,
      query: { requestId, itineraryId: row.itineraryId },
      headers: authHeaders(token),
    });
    const brand = choose(brands.json<ItineraryBrands>().brands);
    if (!brand) continue;
    const priced = await post(app, token, FlightBookingPaths.airPrice, {
      requestId,
      itineraryId: brand.itineraryId,
    });
    if (priced.statusCode !== 200) continue;
    const booked = await book(app, token, priced.json<PricedItinerary>());
    if (booked.statusCode !== 200) throw new Error(`AirBook failed: ${booked.body}`);
    const held = booked.json<OrderAnswer>().order;
    const issued = await issue(app, token, {
      orderReference: held.orderReference,
      acceptedPayable: held.totals.payable.amount,
    });
    if (issued.statusCode !== 200) throw new Error(`Issue failed: ${issued.body}`);
    return { order: issued.json<OrderAnswer>().order, brand };
  }
  throw new Error('no return itinerary with such a brand');
}

export function askExchange(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  path: string = ExchangePaths.request,
) {
  return post(app, token, path, { reason: 'Voluntary', ...body });
}

/** An exchange request for the inbound (journey 1) of the order to `days` from today, every passenger changing. */
export async function askInboundTo(
  app: FastifyInstance,
  token: string,
  orderReference: string,
  days: number,
  paxIds: number[] = [1],
): Promise<AfterSalesRequest> {
  const response = await askExchange(app, token, {
    orderReference,
    paxIds,
    exchangeItineraries: [{ journeyIndex: 1, date: dhakaDate(days) }],
  });
  if (response.statusCode !== 200) throw new Error(`Exchange request failed: ${response.body}`);
  return response.json<AfterSalesRequest>();
}

export async function searchExchange(
  app: FastifyInstance,
  token: string,
  reference: string,
  dates?: { journeyIndex: number; date: string }[],
): Promise<ExchangeSearchResult> {
  const response = await post(app, token, ExchangePaths.search, { reference, ...(dates ? { dates } : {}) });
  if (response.statusCode !== 200) throw new Error(`Exchange search failed: ${response.body}`);
  return response.json<ExchangeSearchResult>();
}

export const priceOption = (app: FastifyInstance, token: string, reference: string, optionId: string) =>
  post(app, token, ExchangePaths.price, { reference, optionId });

export const approve = (
  app: FastifyInstance,
  token: string,
  request: Pick<AfterSalesRequest, 'reference' | 'quote'>,
  key: string = randomUUID(),
) =>
  post(
    app,
    token,
    ExchangePaths.approve,
    { reference: request.reference, quoteId: request.quote?.quoteId },
    key,
  );

export const verify = (
  app: FastifyInstance,
  token: string,
  request: Pick<AfterSalesRequest, 'reference' | 'quote'>,
) =>
  post(app, token, ExchangePaths.verifyRequest, {
    reference: request.reference,
    quoteId: request.quote?.quoteId,
  });

export async function exchangeSummary(app: FastifyInstance, token: string, reference: string) {
  const response = await app.inject({
    method: 'GET',
    url: ExchangePaths.summary,
    query: { reference },
    headers: authHeaders(token),
  });
  if (response.statusCode !== 200) throw new Error(`Exchange summary failed: ${response.body}`);
  return response.json<ExchangeSummary>();
}
