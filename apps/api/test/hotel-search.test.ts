import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  HotelPaths,
  HotelSearchErrorCode,
  HotelSearchErrorMessage,
  HotelSearchMessage,
  type ErrorBody,
  type HotelDetails,
  type HotelSearchRequestInput,
  type HotelSearchResults,
  type HotelSuggestions,
} from '@portal/contracts';
import { authHeaders, dhakaDate } from './support/flight';
import { hotelSearchBody, pollHotels, startHotelSearch } from './support/hotel';
import { buildAgencyWithOwner } from './support/money';
import { login } from './support/requests';
import { staffWith } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { findSearchedRate } from '../src/modules/hotel/find-searched-rate';
import { createHotelSearchStore } from '../src/modules/hotel/search-store';

let t: TestApp;
let token: string;
/** The business clock runs ahead by this much: moving it lets sources answer (and searches expire) at once. */
let offsetMs = 0;
let slowestSourceMs = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPLY_LATENCY: 'realistic', API_RATE_LIMIT_PER_MINUTE: '100000' },
    now: () => new Date(Date.now() + offsetMs),
  });
  token = await login(t.app, 'agent@demo.test');
  slowestSourceMs = Math.max(...t.app.hotelSupplier.catalogue.sources.map((source) => source.latencyMs));
});
afterAll(async () => {
  await t.close();
});

/** Every source of a search started now has answered once the clock has moved past the slowest. */
const letEverySourceAnswer = () => {
  offsetMs += slowestSourceMs + 1;
};

async function completedSearch(body?: HotelSearchRequestInput) {
  const { requestId } = await startHotelSearch(t.app, token, body);
  letEverySourceAnswer();
  const results = await pollHotels(t.app, token, requestId);
  expect(results.status).toBe('Completed');
  return { requestId, results };
}

/** Poisha as the policy writes them: 1234567 → "12,345.67". */
const bdt = (amount: number) =>
  `${Math.trunc(amount / 100).toLocaleString('en-US')}.${String(amount % 100).padStart(2, '0')}`;

const get = (url: string, query: Record<string, string>, as = token) =>
  t.app.inject({ method: 'GET', url, query, headers: authHeaders(as) });

const post = (url: string, payload: unknown, as = token) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: authHeaders(as) });

describe('hotel suggestions', () => {
  it('lists the city first for the start of its name', async () => {
    const response = await get(HotelPaths.suggest, { text: 'dub' });
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json<HotelSuggestions>();
    expect(suggestions[0]).toMatchObject({ type: 'City', id: 'DXB', name: 'Dubai' });
    expect(suggestions.length).toBeLessThanOrEqual(10);
  });
});

describe('hotel search in Dubai for two adults and a child of seven, three nights', () => {
  let requestId = '';
  let complete: HotelSearchResults;

  it('answers a request id at once, then the hotels of each source once it has answered', async () => {
    const sources = [...t.app.hotelSupplier.catalogue.sources].sort((a, b) => a.latencyMs - b.latencyMs);
    expect(sources.length).toBeGreaterThan(1);
    const base = offsetMs;
    ({ requestId } = await startHotelSearch(t.app, token));

    const before = await pollHotels(t.app, token, requestId);
    expect(before).toMatchObject({ status: 'InProgress', sourcesArrived: 0, sourceCount: sources.length });
    expect(before.hotels).toEqual([]);
    expect(before.query).toMatchObject({
      destination: { type: 'City', id: 'DXB', name: 'Dubai' },
      nights: 3,
      rooms: [{ adults: 2, childAges: [7] }],
    });

    offsetMs = base + (sources[0]?.latencyMs ?? 0) + 1;
    const first = await pollHotels(t.app, token, requestId);
    expect(first).toMatchObject({ status: 'InProgress', sourcesArrived: 1 });
    expect(first.hotels.length).toBeGreaterThan(0);
    expect(first.hotels.every((card) => card.sourceCode === sources[0]?.code)).toBe(true);

    offsetMs = base + slowestSourceMs + 1;
    complete = await pollHotels(t.app, token, requestId);
    expect(complete).toMatchObject({ status: 'Completed', sourcesArrived: sources.length });
    expect(complete.totalHotels).toBeGreaterThan(first.totalHotels);
    expect(complete.hotels).toHaveLength(20);
  });

  it('prices every card in BDT, per night and for the stay', () => {
    for (const card of complete.hotels) {
      expect(card.cheapest.perNight.currency).toBe('BDT');
      expect(card.cheapest.total.currency).toBe('BDT');
      expect(card.cheapest.perNight.amount).toBeGreaterThan(0);
      expect(Math.abs(card.cheapest.total.amount - card.cheapest.perNight.amount * 3)).toBeLessThanOrEqual(2);
      expect(card.cityName).toBe('Dubai');
      expect(card.imageUrl).toBe(`${HotelPaths.hotelImage}/${card.hotelGuid}/0.svg`);
    }
    const perNight = complete.hotels.map((card) => card.cheapest.perNight.amount);
    expect(perNight).toEqual([...perNight].sort((a, b) => a - b));
    expect(complete.facets.price.min).toBe(perNight[0]);
  });

  it('narrows to 4 stars with breakfast, priced at a breakfast rate, and counts the options over every hotel', async () => {
    const filtered = await pollHotels(t.app, token, requestId, { stars: '4', boards: 'Breakfast' });
    expect(filtered.totalHotels).toBe(complete.totalHotels);
    expect(filtered.matchingHotels).toBeGreaterThan(0);
    expect(filtered.matchingHotels).toBeLessThan(complete.totalHotels);
    for (const card of filtered.hotels) {
      expect(card.stars).toBe(4);
      expect(card.boards).toContain('Breakfast');
      expect(card.cheapest.board).toBe('Breakfast');
    }
    // The facets count every hotel arrived, whatever the filters.
    expect(filtered.facets).toEqual(complete.facets);
    const fourStars = await pollHotels(t.app, token, requestId, { stars: '4' });
    expect(complete.facets.stars.find((facet) => facet.value === '4')?.count).toBe(fourStars.matchingHotels);
    const breakfast = await pollHotels(t.app, token, requestId, { boards: 'Breakfast' });
    expect(complete.facets.boards.find((facet) => facet.value === 'Breakfast')?.count).toBe(
      breakfast.matchingHotels,
    );
    expect(filtered.matchingHotels).toBeLessThanOrEqual(
      Math.min(fourStars.matchingHotels, breakfast.matchingHotels),
    );
  });

  it('filters by price per night, refundability, area and name', async () => {
    const { min, max } = complete.facets.price;
    const middle = Math.round((min + max) / 2);
    const cheap = await pollHotels(t.app, token, requestId, { maxPrice: String(middle) });
    expect(cheap.matchingHotels).toBeGreaterThan(0);
    expect(cheap.hotels.every((card) => card.cheapest.perNight.amount <= middle)).toBe(true);
    const refundable = await pollHotels(t.app, token, requestId, { refundable: 'true' });
    expect(refundable.matchingHotels).toBe(complete.facets.refundable);
    expect(refundable.hotels.every((card) => card.cheapest.refundable)).toBe(true);
    const area = complete.facets.areas[0];
    const inArea = await pollHotels(t.app, token, requestId, { areas: area?.value ?? '' });
    expect(inArea.matchingHotels).toBe(area?.count);
    const named = complete.hotels[3];
    const byName = await pollHotels(t.app, token, requestId, { name: named?.name.slice(0, 12) ?? '' });
    expect(byName.hotels.map((card) => card.hotelGuid)).toContain(named?.hotelGuid);
  });

  it('sorts by price, stars, distance and name', async () => {
    const all = async (sort: string) =>
      (await pollHotels(t.app, token, requestId, { sort, pageSize: '50' })).hotels;
    const dearest = await all('priceDesc');
    expect(dearest.map((card) => card.cheapest.perNight.amount)).toEqual(
      dearest.map((card) => card.cheapest.perNight.amount).sort((a, b) => b - a),
    );
    const stars = (await all('starsDesc')).map((card) => card.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(stars[0]).toBe(5);
    const distances = (await all('distance')).map((card) => card.centreDistanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const names = (await all('name')).map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('pages through every hotel without repeating one', async () => {
    const seen = new Set<string>();
    const pages = Math.ceil(complete.totalHotels / 50);
    for (let page = 1; page <= pages; page += 1) {
      const results = await pollHotels(t.app, token, requestId, { page: String(page), pageSize: '50' });
      expect(results.page).toBe(page);
      for (const card of results.hotels) {
        expect(seen.has(card.hotelGuid)).toBe(false);
        seen.add(card.hotelGuid);
      }
    }
    expect(seen.size).toBe(complete.totalHotels);
    const beyond = await pollHotels(t.app, token, requestId, { page: String(pages + 1), pageSize: '50' });
    expect(beyond.hotels).toEqual([]);
    expect(beyond.matchingHotels).toBe(complete.totalHotels);
  });

  it('shows a hotel with every room that fits and every rate in BDT, the policy in plain words at hotel time', async () => {
    let refundableSeen = false;
    let nonRefundableSeen = false;
    let fullAmountSeen = false;
    for (const card of complete.hotels.slice(0, 10)) {
      const response = await get(HotelPaths.hotelDetails, { requestId, hotelGuid: card.hotelGuid });
      expect(response.statusCode).toBe(200);
      const details = response.json<HotelDetails>();
      expect(details.hotel).toMatchObject({
        hotelGuid: card.hotelGuid,
        name: card.name,
        timeZone: 'Asia/Dubai',
      });
      expect(details.hotel.imageUrls.length).toBeGreaterThan(0);
      expect(details.stay).toMatchObject({ nights: 3, rooms: [{ adults: 2, childAges: [7] }] });
      expect(details.rooms.length).toBeGreaterThan(0);
      const totals = details.rooms.map((room) => room.rates[0]?.price.total.amount ?? 0);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(totals[0]).toBe(card.cheapest.total.amount);
      for (const room of details.rooms) {
        expect(room.maxAdults).toBeGreaterThanOrEqual(2);
        expect(room.maxOccupancy).toBeGreaterThanOrEqual(3);
        const rates = room.rates.map((rate) => rate.price.total.amount);
        expect(rates).toEqual([...rates].sort((a, b) => a - b));
        for (const rate of room.rates) {
          expect(rate.price.total.currency).toBe('BDT');
          expect(rate.price.supplierTotal.currency).toBe('AED');
          expect(rate.price.exchangeRate).toBe('33.35');
          expect(
            Math.abs(rate.price.total.amount - Math.round(rate.price.supplierTotal.amount * 33.35)),
          ).toBeLessThanOrEqual(1);
          if (rate.refundable && rate.policy.freeUntil) {
            refundableSeen = true;
            // Free until a local midnight at the hotel (Dubai is UTC+4 all year).
            expect(rate.policy.freeUntilHotelTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
            expect(new Date(rate.policy.freeUntil).getUTCHours()).toBe(20);
            const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
              timeZone: 'Asia/Dubai',
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })
              .format(new Date(rate.policy.freeUntil))
              .split(' ');
            expect(rate.policy.text).toContain(
              `Free cancellation until ${day} ${month} ${year}, 00:00 hotel time.`,
            );
            // The penalty period follows the free one; a last tier from check-in takes the full amount.
            expect(rate.policy.text).toMatch(
              / hotel time\. From then, BDT [\d,]+\.\d{2}( \([^)]+\))?(; .+)?\.$/,
            );
            if (rate.policy.text.includes('; from check-in, the full amount')) {
              fullAmountSeen = true;
              expect(rate.policy.text).toContain(`the full amount (BDT ${bdt(rate.price.total.amount)}).`);
            }
          }
          if (!rate.refundable) {
            nonRefundableSeen = true;
            expect(rate.policy.text).toBe(
              'Non-refundable: cancelling or not arriving costs the full amount.',
            );
          }
        }
      }
    }
    expect(refundableSeen).toBe(true);
    expect(nonRefundableSeen).toBe(true);
    expect(fullAmountSeen).toBe(true);
  });

  it('finds a rate of the search for the booking side, as the hotel page showed it', async () => {
    const store = createHotelSearchStore({ cache: t.app.cache, supplier: t.app.hotelSupplier, db: t.db });
    const hotelGuid = complete.hotels[1]?.hotelGuid ?? '';
    const details = (await get(HotelPaths.hotelDetails, { requestId, hotelGuid })).json<HotelDetails>();
    const room = details.rooms[0];
    const rate = room?.rates.at(-1);
    const key = {
      requestId,
      hotelGuid,
      roomGuid: room?.roomGuid ?? '',
      roomRateGuid: rate?.roomRateGuid ?? '',
    };
    const session = await store.findSession(requestId);
    const owner = { tenantId: 'bdfare', agencyId: session?.agencyId ?? null };
    const found = await findSearchedRate({
      store,
      supplier: t.app.hotelSupplier,
      owner,
      key,
      now: t.app.now(),
    });
    expect(found.hotel.id).toBe(hotelGuid);
    expect(found.room.code).toBe(room?.roomGuid);
    expect(found.offer).toMatchObject({
      rateCode: rate?.roomRateGuid,
      total: rate?.price.supplierTotal.amount,
    });
    expect(found.stay).toEqual({
      checkIn: details.stay.checkIn,
      checkOut: details.stay.checkOut,
      rooms: [{ adults: 2, childAges: [7] }],
    });
    expect(found.query.destination).toEqual({ type: 'City', id: 'DXB' });

    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: { status: number; code: string }) => ({ status: error.status, code: error.code }),
      );
    const find = (changes: Partial<typeof key>, who = owner) =>
      refusal(
        findSearchedRate({
          store,
          supplier: t.app.hotelSupplier,
          owner: who,
          key: { ...key, ...changes },
          now: t.app.now(),
        }),
      );
    expect(await find({ roomRateGuid: 'NO-SUCH-RATE' })).toEqual({
      status: 404,
      code: HotelSearchErrorCode.RateNotFound,
    });
    expect(await find({ roomGuid: 'NO-SUCH-ROOM' })).toEqual({
      status: 404,
      code: HotelSearchErrorCode.RateNotFound,
    });
    expect(await find({ hotelGuid: 'NO-SUCH-HOTEL' })).toEqual({
      status: 404,
      code: HotelSearchErrorCode.HotelNotFound,
    });
    expect(await find({}, { tenantId: 'bdfare', agencyId: 'another-agency' })).toEqual({
      status: 404,
      code: HotelSearchErrorCode.SearchNotFound,
    });
  });

  it('answers 404 for a hotel outside the search', async () => {
    const elsewhere = t.app.hotelSupplier.catalogue.hotelsOfCity('BKK')[0];
    const response = await get(HotelPaths.hotelDetails, { requestId, hotelGuid: elsewhere?.id ?? 'none' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe(HotelSearchErrorCode.HotelNotFound);
  });

  it('answers 404 to another agency’s user, for the results and the hotel', async () => {
    const other = await login(t.app, 'online@demo.test');
    const results = await get(HotelPaths.getHotelSearch, { requestId }, other);
    expect(results.statusCode).toBe(404);
    expect(results.json<ErrorBody>().error).toEqual({
      code: HotelSearchErrorCode.SearchNotFound,
      message: HotelSearchErrorMessage.searchNotFound,
    });
    const hotel = await get(
      HotelPaths.hotelDetails,
      { requestId, hotelGuid: complete.hotels[0]?.hotelGuid ?? '' },
      other,
    );
    expect(hotel.statusCode).toBe(404);
  });
});

describe('a search for one hotel', () => {
  it('asks only the hotel’s source and shows only that hotel', async () => {
    const hotel = t.app.hotelSupplier.catalogue.hotelsOfCity('DXB')[0];
    if (!hotel) throw new Error('Dubai has no hotels');
    const { results } = await completedSearch(
      hotelSearchBody({ destination: { type: 'Hotel', id: hotel.id } }),
    );
    expect(results.sourceCount).toBe(1);
    expect(results.query.destination).toEqual({ type: 'Hotel', id: hotel.id, name: hotel.name });
    expect(results.hotels.map((card) => card.hotelGuid)).toEqual(results.totalHotels ? [hotel.id] : []);
  });
});

describe('invalid stays', () => {
  const refusal = async (body: unknown) => {
    const response = await post(HotelPaths.hotelSearch, body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    return error.message;
  };

  it('answer 400 naming the field with the search form’s message', async () => {
    expect(await refusal(hotelSearchBody({ checkIn: dhakaDate(30), checkOut: dhakaDate(29) }))).toBe(
      `checkOut: ${HotelSearchMessage.checkOutBeforeCheckIn}`,
    );
    expect(await refusal(hotelSearchBody({ checkIn: dhakaDate(30), checkOut: dhakaDate(61) }))).toBe(
      `checkOut: ${HotelSearchMessage.tooManyNights}`,
    );
    const nineRooms = Array.from({ length: 9 }, () => ({ adults: 1, children: 0, childAges: [] }));
    expect(await refusal(hotelSearchBody({ rooms: nineRooms }))).toBe(
      `rooms: ${HotelSearchMessage.tooManyRooms}`,
    );
    expect(await refusal(hotelSearchBody({ rooms: [{ adults: 2, children: 1, childAges: [null] }] }))).toBe(
      `rooms.0.childAges: ${HotelSearchMessage.childAgeRequired}`,
    );
    expect(await refusal(hotelSearchBody({ rooms: [{ adults: 2, children: 1, childAges: [] }] }))).toBe(
      `rooms.0.childAges: ${HotelSearchMessage.childAgeRequired}`,
    );
    expect(await refusal(hotelSearchBody({ destination: { type: 'City', id: 'XXX' } }))).toBe(
      `destination.id: ${HotelSearchMessage.unknownDestination}`,
    );
    expect(await refusal(hotelSearchBody({ checkIn: dhakaDate(-1), checkOut: dhakaDate(2) }))).toBe(
      `checkIn: ${HotelSearchMessage.checkInInPast}`,
    );
  });
});

describe('who may search hotels', () => {
  it('refuses (403) a staff user whose role lacks SearchHotel, and lets one whose role has it search', async () => {
    const agency = await buildAgencyWithOwner(t.db, t.app, 'Hotel Desk Travels');
    const without = await staffWith(t.app, t.db, agency.agencyId, ['Search', 'BookTicket', 'BookHotel']);
    expect((await post(HotelPaths.hotelSearch, hotelSearchBody(), without)).statusCode).toBe(403);
    expect((await get(HotelPaths.suggest, { text: 'dub' }, without)).statusCode).toBe(403);
    const searcher = await staffWith(t.app, t.db, agency.agencyId, ['SearchHotel']);
    const started = await post(HotelPaths.hotelSearch, hotelSearchBody(), searcher);
    expect(started.statusCode).toBe(200);
    const { requestId } = started.json<{ requestId: string }>();
    expect((await get(HotelPaths.getHotelSearch, { requestId }, searcher)).statusCode).toBe(200);
    // The owner of the same agency may follow it too; the search belongs to the agency.
    expect((await get(HotelPaths.getHotelSearch, { requestId }, agency.token)).statusCode).toBe(200);
  });
});

describe('search expiry', () => {
  it('answers 410 once the search is 15 minutes old', async () => {
    const { requestId, results } = await completedSearch();
    offsetMs += 16 * 60_000;
    for (const [url, query] of [
      [HotelPaths.getHotelSearch, { requestId }],
      [HotelPaths.hotelDetails, { requestId, hotelGuid: results.hotels[0]?.hotelGuid ?? '' }],
    ] as const) {
      const response = await get(url, query);
      expect(response.statusCode, url).toBe(410);
      expect(response.json<ErrorBody>().error).toEqual({
        code: HotelSearchErrorCode.SearchExpired,
        message: HotelSearchErrorMessage.searchExpired,
      });
    }
  });
});

describe('gallery images', () => {
  it('serves a hotel’s images without a session, cached for long; 404 for an unknown hotel or index', async () => {
    const hotel = t.app.hotelSupplier.catalogue.hotelsOfCity('DXB')[0];
    if (!hotel) throw new Error('Dubai has no hotels');
    const image = await t.app.inject({ method: 'GET', url: `${HotelPaths.hotelImage}/${hotel.id}/0.svg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(image.body).toMatch(/<svg[\s>]/);
    const last = await t.app.inject({
      method: 'GET',
      url: `${HotelPaths.hotelImage}/${hotel.id}/${hotel.imageCount - 1}.svg`,
    });
    expect(last.statusCode).toBe(200);
    for (const url of [
      `${HotelPaths.hotelImage}/${hotel.id}/${hotel.imageCount}.svg`,
      `${HotelPaths.hotelImage}/no-such-hotel/0.svg`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const notAnImage = await t.app.inject({
      method: 'GET',
      url: `${HotelPaths.hotelImage}/${hotel.id}/0.png`,
    });
    expect(notAnImage.statusCode).toBe(400);
  });
});
