import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingErrorCode,
  BookingErrorMessage,
  FlightBookingPaths,
  type OrderAnswer,
  type PricedItinerary,
} from '@portal/contracts';
import { contact, post, searchItineraries, sell, travellersFor } from './support/booking';
import { searchBody } from './support/flight';
import { buildAgencyWithOwner } from './support/money';
import { classOf, directFlightWithSeats, oneWay, searchedItinerary } from './support/sandbox-gds';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(async () => {
  await t.close();
});

/** Searches the offer's day through the API as this agent and prices it (AirPrice), as the results page's Book does. */
async function priceOffer(token: string, date: string, offerId: string): Promise<PricedItinerary> {
  const { requestId, itineraries } = await searchItineraries(
    t.app,
    token,
    searchBody({ segments: [{ origin: 'DAC', destination: 'DXB', departureDate: date }] }),
  );
  if (!itineraries.some((row) => row.itineraryId === offerId)) throw new Error('the offer is not shown');
  const response = await post(t.app, token, FlightBookingPaths.airPrice, { requestId, itineraryId: offerId });
  if (response.statusCode !== 200) throw new Error(`AirPrice failed: ${response.body}`);
  return response.json<PricedItinerary>();
}

describe('the last seat, sold through the booking API', () => {
  it('goes to one of two agencies booking it at once; the other gets one clear refusal and no order', async () => {
    const first = await buildAgencyWithOwner(t.db, t.app, 'First Seat Travels');
    const second = await buildAgencyWithOwner(t.db, t.app, 'Second Seat Travels');
    const { date, offer } = await directFlightWithSeats(t.app, {
      min: 1,
      max: 1,
      shownOn: async (day) => {
        const { itineraries } = await searchItineraries(
          t.app,
          first.token,
          searchBody({ segments: [{ origin: 'DAC', destination: 'DXB', departureDate: day }] }),
        );
        return new Set(itineraries.map((row) => row.itineraryId));
      },
    });

    const pricedFirst = await priceOffer(first.token, date, offer.offerId);
    const pricedSecond = await priceOffer(second.token, date, offer.offerId);
    expect(pricedFirst.details.itinerary.seatsRemaining).toBe(1);
    expect(pricedSecond.details.itinerary.seatsRemaining).toBe(1);

    const bookBody = async (token: string, priced: PricedItinerary, surname: string) => {
      const passengers = travellersFor(priced, surname);
      const sold = await sell(t.app, token, priced, passengers);
      return {
        priceId: priced.priceId,
        passengers,
        contact,
        acceptedPayable: sold.totals.payable.amount,
        issueNow: false,
        payment: 'Full' as const,
      };
    };
    const bodies = [
      await bookBody(first.token, pricedFirst, 'Karim'),
      await bookBody(second.token, pricedSecond, 'Hasan'),
    ];
    const answers = await Promise.all([
      post(t.app, first.token, FlightBookingPaths.airBook, bodies[0]!, randomUUID()),
      post(t.app, second.token, FlightBookingPaths.airBook, bodies[1]!, randomUUID()),
    ]);

    const won = answers.filter((answer) => answer.statusCode === 200);
    const lost = answers.filter((answer) => answer.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.json<OrderAnswer>().order.status).toBe('OnHold');
    expect(lost).toHaveLength(1);
    expect(lost[0]!.statusCode).toBe(422);
    expect(lost[0]!.json()).toEqual({
      error: { code: BookingErrorCode.SoldOut, message: BookingErrorMessage.soldOut },
    });

    // The class is gone for everyone after the hold: a fresh search no longer sells it.
    const after = await searchedItinerary(t.app, first.token, oneWay(date), offer.offerId);
    expect(after?.journeys[0]!.bookingClasses[0] ?? null).not.toBe(classOf(offer));
  });
});
