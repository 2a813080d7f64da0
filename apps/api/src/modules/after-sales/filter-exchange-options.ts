import type { ExchangeFilter, Money, StopKey } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../orders/flight-order.repository';
import { departureTiming } from '../../orders/offer-views';
import { optionGone } from './after-sales-errors';
import { openAutomaticExchange } from './exchange-request';
import { exchangeSearches, type StoredExchangeOption } from './exchange-store';

/** Counts options by a key, keeping the best total (the most the agency gets back, or the least it pays). */
function tally<K>(options: StoredExchangeOption[], keysOf: (option: StoredExchangeOption) => K[]) {
  const counted = new Map<string, { key: K; count: number; best: number }>();
  for (const option of options) {
    for (const key of keysOf(option)) {
      const id = JSON.stringify(key);
      const known = counted.get(id);
      if (known) {
        known.count += 1;
        known.best = Math.max(known.best, option.total);
      } else counted.set(id, { key, count: 1, best: option.total });
    }
  }
  return [...counted.values()];
}

const range = (values: number[]) =>
  values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) };

/** Exchange/Filter: the facets of the request's last search, for the results page's filters. */
export async function filterExchangeOptions(options: {
  db: Db;
  cache: Cache;
  scope: AgencyScope;
  reference: string;
  now: Date;
}): Promise<ExchangeFilter> {
  const { request, order } = await openAutomaticExchange(options.db, options);
  const search = await exchangeSearches.find(
    options.cache,
    options.scope.tenantId,
    request.reference,
    options.now,
  );
  if (!search) throw optionGone();
  const found = search.options;
  const money = (amount: number): Money => ({ amount, currency: order.currency });
  const legsOf = (option: StoredExchangeOption) => option.offer.journeys;
  return {
    reference: request.reference,
    optionCount: found.length,
    brands: tally(found, (option) => {
      const brand = option.offer.brands[option.brandIndex]!;
      return [{ brandCode: brand.brandCode, name: brand.name }];
    }).map(({ key, count, best }) => ({ ...key, count, bestTotal: money(best) })),
    stops: tally(found, (option) => [
      legsOf(option).reduce<StopKey>(
        (most, journey) => (journey.stopKey > most ? journey.stopKey : most),
        '0',
      ),
    ]).map(({ key, count, best }) => ({ stopKey: key, count, bestTotal: money(best) })),
    dates: tally(found, (option) =>
      legsOf(option).map((journey, j) => ({
        journeyIndex: option.changedJourneys[j]!,
        date: journey.legs[0]!.departure.slice(0, 10),
      })),
    ).map(({ key, count, best }) => ({ ...key, count, bestTotal: money(best) })),
    departureTimings: tally(found, (option) =>
      legsOf(option).map((journey, j) => ({
        journeyIndex: option.changedJourneys[j]!,
        timing: departureTiming(journey.legs[0]!.departure),
      })),
    ).map(({ key, count }) => ({ ...key, count })),
    total: range(found.map((option) => option.total)),
    duration: range(
      found.map((option) => legsOf(option).reduce((sum, journey) => sum + journey.durationMinutes, 0)),
    ),
  };
}
