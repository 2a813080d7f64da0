import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  HolidayCatalogueErrorCode,
  HolidayLimit,
  HolidayPaths,
  HolidaySearchMessage,
  PackageUtilityPaths,
  ZAllPackagesResponse,
  ZAvailableCitiesResponse,
  ZHolidaySearchResponse,
  ZPackageDetailResponse,
  ZSearchCitiesResponse,
  type HolidayPackageCard,
  type HolidaySearchRequestInput,
} from '@portal/contracts';
import {
  buildHolidayEnquiry,
  call,
  catalogueHosts,
  dayAhead,
  monthAhead,
  searchBody,
  userOf,
} from './support/holiday-catalogue';
import { login } from './support/requests';
import { staffWith } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let agent: string;
let skyway: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await login(t.app, 'agent@demo.test');
  skyway = await login(t.app, 'agent@skyway.test', { host: catalogueHosts.skyway });
});
afterAll(async () => {
  await t.close();
});

const search = async (body: HolidaySearchRequestInput, token = agent, host?: string) => {
  const response = await call(t.app, 'POST', HolidayPaths.searchPackages, { token, host, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return ZHolidaySearchResponse.parse(response.json());
};
const codes = (cards: HolidayPackageCard[]) => cards.map((card) => card.code);
const detail = (packageId: string, token = agent, host?: string) =>
  call(t.app, 'GET', HolidayPaths.packageDetail, { token, host, query: { packageId } });
const cities = async (token = agent, host?: string) => {
  const response = await call(t.app, 'GET', HolidayPaths.availableCities, { token, host });
  expect(response.statusCode).toBe(200);
  return ZAvailableCitiesResponse.parse(response.json());
};
const refused = (response: {
  statusCode: number;
  json: () => { error: { code: string; message: string } };
}) => [response.statusCode, response.json().error.code];

describe('available cities and suggestions', () => {
  it('lists the destinations of published packages ranked by the enquiries sent so far, then by name', async () => {
    const answer = await cities();
    expect(answer.error).toBeNull();
    const byCode = new Map(answer.cities.map((city) => [city.cityCode, city]));
    for (const code of [
      'DXB',
      'BKK',
      'HKT',
      'KUL',
      'LGK',
      'SIN',
      'DPS',
      'MLE',
      'KTM',
      'CXB',
      'ZYL',
      'IST',
      'JED',
      'MED',
      'CMB',
      'DEL',
      'CCU',
      'GYD',
    ]) {
      expect(byCode.has(code), code).toBe(true);
    }
    // A draft and a withdrawn package bring no city: Cairo's only package is withdrawn.
    expect(byCode.has('CAI')).toBe(false);
    expect(byCode.get('DXB')).toMatchObject({
      cityName: 'Dubai',
      countryCode: 'AE',
      countryName: 'United Arab Emirates',
      packageCount: 3,
      // The demo world's withdrawn enquiries: Dubai was asked about most.
      popularity: 7,
    });
    expect(byCode.get('DPS')?.cityName).toBe('Bali (Denpasar)');
    // Abu Dhabi is only visited by a Dubai package, and is a destination all the same.
    expect(byCode.get('AUH')?.packageCount).toBe(1);
    expect(answer.cities.slice(0, HolidayLimit.popularCities).map((city) => city.cityCode)).toEqual([
      'DXB',
      'MLE',
      'BKK',
      'JED',
      'KUL',
    ]);
    const ranked = [...answer.cities].sort(
      (a, b) => b.popularity - a.popularity || a.cityName.localeCompare(b.cityName, 'en'),
    );
    expect(answer.cities).toEqual(ranked);
    expect(byCode.get('ZYL')?.popularity).toBe(0);
    expect((await cities()).cities).toEqual(answer.cities);
  });

  it('ranks cities by enquiries (1 point) and confirmed bookings (3 points) of the tenant only', async () => {
    const demo = await userOf(t.db, 'agent@demo.test');
    const { results } = await search(searchBody({ cityCode: 'KTM' }));
    const [first] = results;
    const packageId = first!.packageId;
    const departureId = first!.cheapestDeparture.departureId;
    const enquiry = { ...demo, packageId, departureId, cityCode: 'KTM' };
    await buildHolidayEnquiry(t.db, enquiry);
    await buildHolidayEnquiry(t.db, { ...enquiry, status: 'Cancelled' });
    await buildHolidayEnquiry(t.db, { ...enquiry, status: 'Completed' });
    const tea = (await search(searchBody({ cityCode: 'ZYL' }))).results[0]!;
    const sylhet = {
      ...demo,
      packageId: tea.packageId,
      departureId: tea.cheapestDeparture.departureId,
      cityCode: 'ZYL',
    };
    await buildHolidayEnquiry(t.db, sylhet);
    await buildHolidayEnquiry(t.db, sylhet);

    const answer = await cities();
    const popularity = new Map(answer.cities.map((city) => [city.cityCode, city.popularity]));
    // Kathmandu had two enquiries in the demo world; Sylhet none.
    expect(popularity.get('KTM')).toBe(2 + 5);
    expect(popularity.get('ZYL')).toBe(2);
    // Kathmandu ties Dubai (7) and follows it by name; together they are the two most popular.
    expect(answer.cities.slice(0, 2).map((city) => city.cityCode)).toEqual(['DXB', 'KTM']);
    // The package enquired about ranks first among Kathmandu's by popularity.
    const ktm = await search(searchBody({ cityCode: 'KTM', sort: 'popular' }));
    expect(ktm.results[0]).toMatchObject({ packageId });
    expect(ktm.results[0]!.popularity).toBeGreaterThanOrEqual(5);

    // Another tenant's requests are its own.
    const skywayCities = await cities(skyway, catalogueHosts.skyway);
    expect(skywayCities.cities.every((city) => city.popularity === 0)).toBe(true);
    expect(skywayCities.cities.map((city) => city.cityCode).sort()).toEqual(['BKK', 'CCU', 'CXB', 'DXB']);
  });

  it('suggests destinations by code, name, holiday name or country', async () => {
    const suggest = async (searchText: string) => {
      const response = await call(t.app, 'POST', HolidayPaths.searchCities, {
        token: agent,
        payload: { searchText },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ZSearchCitiesResponse.parse(response.json()).cities.map((city) => city.cityCode);
    };
    expect(await suggest('dxb')).toEqual(['DXB']);
    expect((await suggest('Dub'))[0]).toBe('DXB');
    expect(await suggest('bali')).toEqual(['DPS']);
    expect((await suggest('umrah')).sort()).toEqual(['JED', 'MED']);
    expect(await suggest('maldives')).toEqual(['MLE']);
    expect(await suggest('cox')).toEqual(['CXB']);
    expect((await suggest('thailand')).sort()).toEqual(['BKK', 'HKT']);
    expect(await suggest('Timbuktu')).toEqual([]);
    expect(await suggest("%' or 1=1 --")).toEqual([]);

    for (const payload of [
      { searchText: '' },
      { searchText: '   ' },
      { searchText: 'x'.repeat(65) },
      {},
      { searchText: 'dxb', extra: 1 },
    ]) {
      const response = await call(t.app, 'POST', HolidayPaths.searchCities, { token: agent, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('package search', () => {
  it('finds published packages visiting the city with a departure in the month and seats for the party', async () => {
    const month = monthAhead(2);
    const answer = await search(searchBody({ month }));
    expect(codes(answer.results).sort()).toEqual(['DXB-AUH-6N', 'DXB-FAM-5N', 'DXB-HNY-4N']);
    expect(answer.total).toBe(3);
    expect(answer.searchRequest).toMatchObject({ cityCode: 'DXB', month, dateFrom: null, sort: 'popular' });
    expect(answer.searchRequest.destination.cityName).toBe('Dubai');
    for (const card of answer.results) {
      expect(card.cheapestDeparture.departsOn.startsWith(month)).toBe(true);
      expect(card.priceFrom).toEqual({ amount: card.cheapestDeparture.adultPrice, currency: 'BDT' });
      expect(card.totalFrom.amount).toBe(2 * card.cheapestDeparture.adultPrice);
      expect(card.imageUrl).toMatch(/^\/package\/api\/v1\/Package\/Image\?imageId=/);
      expect(card.days).toBe(card.nights + 1);
      expect(card.highlights.length).toBeGreaterThan(0);
    }
    // The party's total prices children and infants at their own rates.
    const family = await search(searchBody({ month, travellers: { adults: 2, children: 1, infants: 1 } }));
    const card = family.results.find((one) => one.code === 'DXB-FAM-5N')!;
    const departure = card.cheapestDeparture;
    expect(card.totalFrom.amount).toBe(
      2 * departure.adultPrice + departure.childPrice + departure.infantPrice,
    );

    // A city visited second is found too (Abu Dhabi on the Dubai explorer).
    expect(codes((await search(searchBody({ cityCode: 'auh', month }))).results)).toEqual(['DXB-AUH-6N']);
  });

  it('keeps only departures with seats for adults and children (infants take none)', async () => {
    const honeymoonSeats = 10;
    const party = { adults: 9, children: 2, infants: 0 };
    expect(party.adults + party.children).toBeGreaterThan(honeymoonSeats);
    const big = await search(searchBody({ travellers: party }));
    expect(codes(big.results)).not.toContain('DXB-HNY-4N');
    const withInfants = await search(searchBody({ travellers: { adults: 5, children: 5, infants: 5 } }));
    expect(codes(withInfants.results)).toContain('DXB-HNY-4N');
  });

  it('searches a range of departure dates, or any future departure without a month', async () => {
    const from = dayAhead(20);
    const to = dayAhead(34);
    const ranged = await search(
      searchBody({ month: undefined, dateFrom: from, dateTo: to, cityCode: 'BKK' }),
    );
    expect(ranged.results.length).toBeGreaterThan(0);
    for (const card of ranged.results) {
      expect(card.cheapestDeparture.departsOn >= from && card.cheapestDeparture.departsOn <= to).toBe(true);
    }
    const any = await search(searchBody({ month: undefined, cityCode: 'JED' }));
    expect(codes(any.results).sort()).toEqual(['UMR-ECO-14N', 'UMR-FAM-21N', 'UMR-PRM-10N']);
    expect(any.results.every((card) => card.cheapestDeparture.departsOn > dayAhead(0))).toBe(true);
  });

  it('filters by type, nights, rating and adult price, counting the options before the filter', async () => {
    const base = searchBody({ month: undefined, cityCode: 'MLE' });
    const all = await search(base);
    expect(codes(all.results).sort()).toEqual(['MLE-BUD-3N', 'MLE-FAM-4N', 'MLE-HNY-4N']);
    expect(all.facets.types).toEqual([
      { value: 'Family', count: 1 },
      { value: 'Honeymoon', count: 1 },
      { value: 'Beach', count: 1 },
    ]);
    expect(all.facets.duration).toEqual({ min: 3, max: 4 });
    expect(all.facets.ratings.find((facet) => facet.value === '5')?.count).toBe(1);

    const honeymoon = await search({ ...base, filter: { type: ['Honeymoon', 'Luxury'] } });
    expect(codes(honeymoon.results)).toEqual(['MLE-HNY-4N']);
    expect(honeymoon.unfilteredTotal).toBe(3);
    expect(honeymoon.facets).toEqual(all.facets);

    expect(
      codes((await search({ ...base, filter: { duration: { min: 4, max: 4 } } })).results).sort(),
    ).toEqual(['MLE-FAM-4N', 'MLE-HNY-4N']);
    expect(codes((await search({ ...base, filter: { rating: 5 } })).results)).toEqual(['MLE-HNY-4N']);

    const cheapest = Math.min(...all.results.map((card) => card.priceFrom.amount));
    const priced = await search({ ...base, filter: { price: { max: cheapest } } });
    expect(codes(priced.results)).toEqual(['MLE-BUD-3N']);
    const dear = await search({ ...base, filter: { price: { min: cheapest + 1 } } });
    expect(codes(dear.results)).not.toContain('MLE-BUD-3N');
    const none = await search({ ...base, filter: { type: ['Umrah'] } });
    expect(none).toMatchObject({ results: [], total: 0, unfilteredTotal: 3 });
  });

  it('sorts by price both ways, by duration and by rating, and pages', async () => {
    const base = searchBody({ month: undefined, cityCode: 'DXB' });
    const prices = (cards: HolidayPackageCard[]) => cards.map((card) => card.priceFrom.amount);
    const low = await search({ ...base, sort: 'priceLow' });
    expect(prices(low.results)).toEqual([...prices(low.results)].sort((a, b) => a - b));
    const high = await search({ ...base, sort: 'priceHigh' });
    expect(prices(high.results)).toEqual([...prices(low.results)].reverse());
    const duration = await search({ ...base, sort: 'duration' });
    const nights = duration.results.map((card) => card.nights);
    expect(nights).toEqual([...nights].sort((a, b) => a - b));
    const rating = await search({ ...base, sort: 'rating' });
    const ratings = rating.results.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const pages = await Promise.all(
      [1, 2, 3].map((page) => search({ ...base, sort: 'priceLow', page, pageSize: 1 })),
    );
    expect(pages.map((page) => page.results[0]?.code)).toEqual(codes(low.results));
    expect(pages[0]).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect((await search({ ...base, page: 9 })).results).toEqual([]);
  });

  it('refuses a search it cannot answer, naming the field', async () => {
    const month = monthAhead(1);
    const cases: [unknown, string][] = [
      [searchBody({ month: monthAhead(-1) }), HolidaySearchMessage.monthInPast],
      [
        searchBody({ month: undefined, dateFrom: dayAhead(-10), dateTo: dayAhead(-1) }),
        HolidaySearchMessage.rangeInPast,
      ],
      [searchBody({ month, dateFrom: dayAhead(3), dateTo: dayAhead(9) }), HolidaySearchMessage.monthOrRange],
      [searchBody({ month: undefined, dateFrom: dayAhead(3) }), HolidaySearchMessage.rangeIncomplete],
      [
        searchBody({ month: undefined, dateFrom: dayAhead(9), dateTo: dayAhead(3) }),
        HolidaySearchMessage.rangeOrder,
      ],
      [
        searchBody({ travellers: { adults: 0, children: 1, infants: 0 } }),
        HolidaySearchMessage.adultsRequired,
      ],
      [
        searchBody({ travellers: { adults: 1, children: 0, infants: 2 } }),
        HolidaySearchMessage.infantsOverAdults,
      ],
      [
        searchBody({ travellers: { adults: 10, children: 0, infants: 0 } }),
        HolidaySearchMessage.tooManyTravellers,
      ],
      [searchBody({ filter: { price: { min: 9, max: 1 } } }), HolidaySearchMessage.priceOrder],
      [searchBody({ filter: { duration: { min: 9, max: 1 } } }), HolidaySearchMessage.durationOrder],
      [searchBody({ cityCode: 'ZZZ' }), 'This city is not served'],
      [searchBody({ cityCode: 'DX' }), HolidaySearchMessage.destinationInvalid],
      [searchBody({ month: '2026-13' }), HolidaySearchMessage.monthInvalid],
      [{ ...searchBody(), extra: true }, 'Unrecognized key'],
      [searchBody({ sort: 'cheapest' as never }), 'sort'],
      [searchBody({ filter: { type: ['Cruise' as never] } }), 'filter.type'],
      [searchBody({ filter: { rating: 6 } }), 'filter.rating'],
      [searchBody({ pageSize: 500 }), 'pageSize'],
      [searchBody({ travellers: { adults: 1.5, children: 0, infants: 0 } }), 'travellers.adults'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t.app, 'POST', HolidayPaths.searchPackages, { token: agent, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().error.message, JSON.stringify(payload)).toContain(message);
    }
  });
});

describe('package detail, gallery and the full list', () => {
  it('shows a package with its itinerary, inclusions, gallery and departures after today', async () => {
    const [card] = (await search(searchBody({ cityCode: 'IST', month: undefined, sort: 'duration' })))
      .results;
    const response = await detail(card!.packageId);
    expect(response.statusCode).toBe(200);
    const { holidayPackage } = ZPackageDetailResponse.parse(response.json());
    expect(holidayPackage).toMatchObject({
      packageId: card!.packageId,
      code: 'IST-CTY-4N',
      nights: 4,
      days: 5,
      hotelClass: 4,
    });
    expect(holidayPackage.itinerary.map((day) => day.day)).toEqual([1, 2, 3, 4, 5]);
    expect(holidayPackage.inclusions.length).toBeGreaterThan(2);
    expect(holidayPackage.exclusions).toContain('Travel insurance');
    expect(holidayPackage.depositPercent).toBe(30);
    expect(holidayPackage.gallery.length).toBe(2);
    expect(holidayPackage.imageUrl).toBe(holidayPackage.gallery[0]!.url);
    const today = dayAhead(0);
    expect(holidayPackage.departures.length).toBeGreaterThan(10);
    expect(holidayPackage.departures.every((departure) => departure.departsOn > today)).toBe(true);
    const days = holidayPackage.departures.map((departure) => departure.departsOn);
    expect(days).toEqual([...days].sort());
    const cheapest = Math.min(...holidayPackage.departures.map((departure) => departure.adultPrice));
    expect(holidayPackage.priceFrom).toEqual({ amount: cheapest, currency: 'BDT' });

    // The gallery's images are public (an <img> sends no token) and drawn.
    const image = await t.app.inject({
      method: 'GET',
      url: holidayPackage.gallery[0]!.url,
      headers: { host: 'localhost' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.body.startsWith('<svg')).toBe(true);
  });

  it('does not show a draft, a withdrawn package or an unknown one', async () => {
    const all = ZAllPackagesResponse.parse(
      (await call(t.app, 'GET', PackageUtilityPaths.allPackages, { token: agent })).json(),
    );
    const listed = all.packages.map((pkg) => pkg.code);
    expect(listed).not.toContain('DXB-LUX-4N');
    expect(listed).not.toContain('CAI-CUL-6N');
    const search = await call(t.app, 'POST', HolidayPaths.searchPackages, {
      token: agent,
      payload: searchBody({ cityCode: 'CAI', month: undefined }),
    });
    expect(search.json().results).toEqual([]);
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(refused(unknown)).toEqual([404, HolidayCatalogueErrorCode.PackageNotFound]);
    expect((await detail('not-a-uuid')).statusCode).toBe(400);
  });

  it('lists every published package in short form, by title', async () => {
    const response = await call(t.app, 'GET', PackageUtilityPaths.allPackages, { token: agent });
    expect(response.statusCode).toBe(200);
    const { packages } = ZAllPackagesResponse.parse(response.json());
    expect(packages.length).toBeGreaterThanOrEqual(38);
    const titles = packages.map((pkg) => pkg.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(packages.every((pkg) => pkg.priceFrom !== null && pkg.imageUrl !== null)).toBe(true);
    expect(packages.find((pkg) => pkg.code === 'SIN-FAM-4N')?.destination.cityName).toBe('Singapore');
  });
});

describe('tenant isolation', () => {
  it('shows a white-label tenant its own catalogue only, and another tenant’s packages and images answer 404', async () => {
    const own = await search(searchBody({ month: undefined }), skyway, catalogueHosts.skyway);
    expect(codes(own.results)).toEqual(['SKY-DXB-4N']);
    const all = ZAllPackagesResponse.parse(
      (
        await call(t.app, 'GET', PackageUtilityPaths.allPackages, {
          token: skyway,
          host: catalogueHosts.skyway,
        })
      ).json(),
    );
    expect(all.packages.map((pkg) => pkg.code).sort()).toEqual([
      'SKY-BKK-4N',
      'SKY-CCU-3N',
      'SKY-CXB-2N',
      'SKY-DXB-4N',
    ]);

    const provider = (await search(searchBody())).results[0]!;
    expect(refused(await detail(provider.packageId, skyway, catalogueHosts.skyway))).toEqual([
      404,
      HolidayCatalogueErrorCode.PackageNotFound,
    ]);
    const foreignImage = await t.app.inject({
      method: 'GET',
      url: provider.imageUrl!,
      headers: { host: catalogueHosts.skyway },
    });
    expect(foreignImage.statusCode).toBe(404);
    expect((await detail(own.results[0]!.packageId)).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: HolidayPaths.packageImage,
      query: { imageId: '00000000-0000-4000-8000-000000000000' },
      headers: { host: 'localhost' },
    });
    expect(refused(missing)).toEqual([404, HolidayCatalogueErrorCode.ImageNotFound]);
    const badId = await t.app.inject({
      method: 'GET',
      url: `${HolidayPaths.packageImage}?imageId=../../etc/passwd`,
      headers: { host: 'localhost' },
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('needs AccessHoliday (245) for every catalogue call; operators and signed-out callers are refused', async () => {
    const demo = await userOf(t.db, 'agent@demo.test');
    const without = await staffWith(t.app, t.db, demo.agencyId, ['SearchHotel']);
    const holder = await staffWith(t.app, t.db, demo.agencyId, ['AccessHoliday']);
    const operator = await login(t.app, 'ops@demo.test');
    const calls: ['GET' | 'POST', string, unknown, Record<string, string> | undefined][] = [
      ['GET', HolidayPaths.availableCities, undefined, undefined],
      ['POST', HolidayPaths.searchCities, { searchText: 'dub' }, undefined],
      ['POST', HolidayPaths.searchPackages, searchBody(), undefined],
      ['GET', PackageUtilityPaths.allPackages, undefined, undefined],
    ];
    const { packageId } = (await search(searchBody())).results[0]!;
    calls.push(['GET', HolidayPaths.packageDetail, undefined, { packageId }]);
    for (const [method, url, payload, query] of calls) {
      const as = (token?: string) => call(t.app, method, url, { token, payload, query });
      expect((await as(holder)).statusCode, url).toBe(200);
      expect(refused(await as(without)), url).toEqual([403, ErrorCode.Forbidden]);
      expect((await as(operator)).statusCode, url).toBe(403);
      expect((await as()).statusCode, url).toBe(401);
    }
  });
});
