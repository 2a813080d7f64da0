import {
  HolidayCatalogueLimit,
  holidaySearchDateIssues,
  holidaySeatsNeeded,
  HolidayCatalogueMessage,
  type HolidaySearchRequest,
  type HolidaySearchResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { invalidField } from './catalogue-errors';
import { holidayPopularity, listImages, listOpenPackages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { facetsOf, matchesFilter, searchWindow, sortCards, toCard } from './package-search';
import { citiesOf, firstImageUrls } from './package-views';

/**
 * POST Package/SearchPackages: the tenant's published packages visiting the city with a departure in the month or
 * range, after today, with seats for the party; priced from the cheapest such departure, then filtered, sorted and
 * paged. A city's catalogue is tens of packages, so the filter, the facets (counted before the filter) and the sort
 * work on the rows the one query found.
 */
export async function searchPackages(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  currency: string;
  request: HolidaySearchRequest;
  now: Date;
}): Promise<HolidaySearchResponse> {
  const { db, tenantId, request } = options;
  const today = tenantToday(options.now);
  const [issue] = holidaySearchDateIssues(request, today);
  if (issue) throw invalidField(issue.path.join('.'), issue.message);
  const destination = options.cities(request.cityCode);
  if (!destination) throw invalidField('cityCode', HolidayCatalogueMessage.unknownCity);

  const window = {
    afterDay: today,
    ...searchWindow(request),
    minSeats: holidaySeatsNeeded(request.travellers),
  };
  const found = await listOpenPackages(db, tenantId, { cityCode: request.cityCode, window });
  const packageIds = found.map(({ pkg }) => pkg.id);
  const [popularity, images] = await Promise.all([
    holidayPopularity(db, tenantId, {
      by: 'packageId',
      enquiry: HolidayCatalogueLimit.enquiryPoints,
      booking: HolidayCatalogueLimit.bookingPoints,
    }),
    listImages(db, tenantId, packageIds),
  ]);
  const imageUrls = firstImageUrls(images);
  const cards = found.map(({ pkg, departures }) =>
    toCard(
      {
        pkg,
        departures,
        cities: citiesOf(pkg, options.cities),
        popularity: popularity.get(pkg.id) ?? 0,
        imageUrl: imageUrls.get(pkg.id) ?? null,
      },
      request.travellers,
    ),
  );
  const kept = sortCards(
    cards.filter((card) => matchesFilter(card, request.filter)),
    request.sort,
  );
  const start = (request.page - 1) * request.pageSize;
  return {
    searchRequest: {
      cityCode: request.cityCode,
      destination,
      month: request.month ?? null,
      dateFrom: request.dateFrom ?? null,
      dateTo: request.dateTo ?? null,
      travellers: request.travellers,
      filter: request.filter ?? {},
      sort: request.sort,
    },
    results: kept.slice(start, start + request.pageSize),
    total: kept.length,
    unfilteredTotal: cards.length,
    page: request.page,
    pageSize: request.pageSize,
    facets: facetsOf(cards, options.currency),
  };
}
