import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  FlightBookingPaths,
  IdempotencyHeader,
  OrderPaths,
  type AirSearchRequestInput,
  type AirSellResponse,
  type BookingPassengerInput,
  type FlightOrder,
  type ItinerarySummary,
  type OrderAnswer,
  type PricedItinerary,
} from '@portal/contracts';
import { authHeaders, pollUntilComplete, searchBody, startSearch } from './flight';

/** A search made and completed, and the itineraries it shows, cheapest first. */
export async function searchItineraries(
  app: FastifyInstance,
  token: string,
  body: AirSearchRequestInput = searchBody(),
): Promise<{ requestId: string; itineraries: ItinerarySummary[] }> {
  const { requestId } = await startSearch(app, token, body);
  const results = await pollUntilComplete(app, token, requestId);
  const itineraries = [...results.itineraries.values()].sort(
    (a, b) => a.grossAmount.amount - b.grossAmount.amount,
  );
  return { requestId, itineraries };
}

export function post(app: FastifyInstance, token: string, url: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload,
  });
}

/** Searches and prices the cheapest itinerary of the fare type asked for (AirPrice). */
export async function priceOne(
  app: FastifyInstance,
  token: string,
  options: { fareType?: 'OnHold' | 'Web'; search?: Partial<AirSearchRequestInput> } = {},
): Promise<PricedItinerary> {
  const { requestId, itineraries } = await searchItineraries(app, token, searchBody(options.search));
  const chosen = itineraries.find((row) => row.fareType === (options.fareType ?? 'OnHold'));
  if (!chosen) throw new Error(`no ${options.fareType ?? 'OnHold'} itinerary in the results`);
  const response = await post(app, token, FlightBookingPaths.airPrice, {
    requestId,
    itineraryId: chosen.itineraryId,
  });
  if (response.statusCode !== 200) throw new Error(`AirPrice failed: ${response.body}`);
  return response.json<PricedItinerary>();
}

function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

/** Travellers matching a priced itinerary's passengers, with passports when the trip leaves the country. */
export function travellersFor(priced: PricedItinerary, surname = 'Rahman'): BookingPassengerInput[] {
  const passport = (index: number) =>
    priced.international
      ? { nationality: 'BD', passportNumber: `EB${1_000_000 + index}`, passportExpiry: '2032-01-31' }
      : {};
  const people: BookingPassengerInput[] = [];
  const given = ['Karim', 'Nadia', 'Tanvir', 'Sadia', 'Imran', 'Farhana', 'Rafiq', 'Mitu', 'Sohel'];
  for (let index = 0; index < priced.passengers.adults; index += 1) {
    people.push({
      type: 'ADT',
      title: index % 2 ? 'Mrs' : 'Mr',
      firstName: given[index] ?? 'Adult',
      lastName: surname,
      dateOfBirth: yearsBefore(priced.firstDepartureDay, 30 + index),
      gender: index % 2 ? 'Female' : 'Male',
      ...passport(index),
    });
  }
  priced.passengers.childAges.forEach((age, index) =>
    people.push({
      type: 'CHD',
      title: 'Mstr',
      firstName: `Child${'abcdefgh'[index]}`,
      lastName: surname,
      dateOfBirth: yearsBefore(priced.firstDepartureDay, age),
      gender: 'Male',
      ...passport(10 + index),
    }),
  );
  for (let index = 0; index < priced.passengers.infants; index += 1) {
    people.push({
      type: 'INF',
      title: 'Miss',
      firstName: `Baby${'abcd'[index]}`,
      lastName: surname,
      dateOfBirth: yearsBefore(priced.firstDepartureDay, 1),
      gender: 'Female',
      ...passport(20 + index),
    });
  }
  return people;
}

export const contact = { email: 'desk@demo.test', phone: '+8801711000000' };

export async function sell(
  app: FastifyInstance,
  token: string,
  priced: PricedItinerary,
  passengers = travellersFor(priced),
): Promise<AirSellResponse> {
  const response = await post(app, token, FlightBookingPaths.airSell, {
    priceId: priced.priceId,
    passengers,
    contact,
  });
  if (response.statusCode !== 200) throw new Error(`AirSell failed: ${response.body}`);
  return response.json<AirSellResponse>();
}

/** AirSell then AirBook of a priced itinerary at the price sold; answers the raw AirBook response. */
export async function book(
  app: FastifyInstance,
  token: string,
  priced: PricedItinerary,
  options: {
    passengers?: BookingPassengerInput[];
    issueNow?: boolean;
    payment?: 'Full' | 'Partial';
    key?: string;
  } = {},
) {
  const passengers = options.passengers ?? travellersFor(priced);
  const sold = await sell(app, token, priced, passengers);
  return post(
    app,
    token,
    FlightBookingPaths.airBook,
    {
      priceId: priced.priceId,
      passengers,
      contact,
      acceptedPayable: sold.totals.payable.amount,
      issueNow: options.issueNow ?? false,
      payment: options.payment ?? 'Full',
    },
    options.key ?? randomUUID(),
  );
}

/** A held order, booked through price, sell and book. */
export async function holdOne(app: FastifyInstance, token: string, search?: Partial<AirSearchRequestInput>) {
  const priced = await priceOne(app, token, { fareType: 'OnHold', search });
  const response = await book(app, token, priced);
  if (response.statusCode !== 200) throw new Error(`AirBook failed: ${response.body}`);
  return response.json<OrderAnswer>().order;
}

export function issue(
  app: FastifyInstance,
  token: string,
  order: { orderReference: string; acceptedPayable: number },
  payment: 'Full' | 'Partial' = 'Full',
  key: string = randomUUID(),
) {
  const url =
    payment === 'Full' ? OrderPaths.getFullPaymentForIssueTicket : OrderPaths.getPartialPaymentForIssueTicket;
  return post(app, token, url, order, key);
}

/** A held order issued paying the minimum now, leaving a due: the order as the issue answers it. */
export async function issuePartly(
  app: FastifyInstance,
  token: string,
  held: FlightOrder,
): Promise<FlightOrder> {
  const response = await issue(
    app,
    token,
    { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
    'Partial',
  );
  if (response.statusCode !== 200) throw new Error(`Partial issue failed: ${response.body}`);
  return response.json<OrderAnswer>().order;
}

export async function getOrder(
  app: FastifyInstance,
  token: string,
  orderReference: string,
  host = 'localhost',
) {
  return app.inject({
    method: 'GET',
    url: OrderPaths.airGetOrder,
    query: { orderReference },
    headers: authHeaders(token, host),
  });
}
