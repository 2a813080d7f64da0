import {
  HolidayRequestTabs,
  HolidayRequestTabStatuses,
  type HolidayQueuePage,
  type HolidayQueueQuery,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { namesOf, quotesByIds, type RequestScope } from '../../requests/service-request.repository';
import type { RequestCities } from './holiday-request-cities';
import { holidayQueuePage } from './holiday-request.repository';
import { tabOf, travellersOf } from './holiday-request-view';
import { quoteTotal, termsOf } from './holiday-quote-terms';

/**
 * The holiday requests' queue: the agency's own (newest first) or, for the operators, every agency's of the tenant
 * (longest waiting first), in the tabs New, Quoted, Confirmed, Cancelled (and rejected) and Expired with their
 * counts, searched by reference, package title or code, or destination city, paged.
 */
export async function listHolidayRequests(options: {
  db: Db;
  scope: RequestScope;
  query: HolidayQueueQuery;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayQueuePage> {
  const { db, query, now, cities } = options;
  const search = query.search || undefined;
  const page = await holidayQueuePage(db, {
    scope: options.scope,
    statuses: query.tab === 'all' ? null : HolidayRequestTabStatuses[query.tab],
    search,
    cityCodes: search ? cities.codesMatching(search) : [],
    page: query.page,
    pageSize: query.pageSize,
    order: options.scope.agencyId === null ? 'longestWaiting' : 'newest',
  });
  const requests = page.rows.map((row) => row.request);
  const quotes = await quotesByIds(
    db,
    requests.map((request) => request.currentQuoteId).filter((id): id is string => id !== null),
  );
  const names = await namesOf(
    db,
    requests.map((request) => request.requestedBy),
  );
  const countOf = (statuses: readonly string[]) =>
    [...page.counts.entries()]
      .filter(([status]) => statuses.includes(status))
      .reduce((sum, [, value]) => sum + value, 0);
  const tabs = Object.fromEntries(
    HolidayRequestTabs.map((tab) => [
      tab,
      tab === 'all'
        ? [...page.counts.values()].reduce((sum, value) => sum + value, 0)
        : countOf(HolidayRequestTabStatuses[tab]),
    ]),
  ) as HolidayQueuePage['tabs'];
  return {
    tabs,
    total: tabs[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    requests: page.rows.map((row) => {
      const { request } = row;
      const quote = request.currentQuoteId ? quotes.get(request.currentQuoteId) : undefined;
      const waiting = request.status === 'Quoted' && quote && quote.expiresAt.getTime() > now.getTime();
      const cityCode = row.cityCodes[0] ?? '';
      return {
        reference: request.reference,
        status: request.status,
        tab: tabOf(request.status),
        packageId: request.details.holiday?.packageId ?? '',
        packageTitle: row.packageTitle,
        packageCode: row.packageCode,
        cityCode,
        cityName: cities.nameOf(cityCode),
        nights: row.nights,
        departsOn: row.departsOn,
        returnsOn: row.returnsOn,
        travellers: travellersOf(request.details.holiday!),
        agencyName: row.agencyName,
        requestedBy: names.get(request.requestedBy) ?? '',
        requestedAt: request.createdAt.toISOString(),
        updatedAt: request.updatedAt.toISOString(),
        quoteTotal: quote
          ? { amount: quoteTotal(termsOf(quote.supplierTerms)), currency: quote.currency }
          : null,
        quoteExpiresAt: waiting ? quote.expiresAt.toISOString() : null,
        ageMinutes: Math.max(0, Math.floor((now.getTime() - request.waitingSince.getTime()) / 60_000)),
      };
    }),
  };
}
