import type { ExchangeOptionDetails } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../orders/flight-order.repository';
import type { PermissionSubject } from '../../lib/permission';
import { offerDetails } from '../../orders/offer-views';
import { optionGone } from './after-sales-errors';
import { openAutomaticExchange } from './exchange-request';
import { exchangeOptionView, optionLegs, type OptionSupply } from './exchange-option-view';
import { exchangeSearches } from './exchange-store';

/** Exchange/Itinerary: one option of the last search, with the new fare's rules and the figures it was found at. */
export async function getExchangeOption(options: {
  db: Db;
  cache: Cache;
  scope: AgencyScope;
  reference: string;
  optionId: string;
  supply: OptionSupply;
  viewer: PermissionSubject;
  now: Date;
}): Promise<ExchangeOptionDetails> {
  const { request, order } = await openAutomaticExchange(options.db, options);
  const search = await exchangeSearches.find(
    options.cache,
    options.scope.tenantId,
    request.reference,
    options.now,
  );
  const option = search?.options.find((candidate) => candidate.optionId === options.optionId);
  if (!option) throw optionGone();
  const details = offerDetails({
    offer: option.offer,
    brandIndex: option.brandIndex,
    sourceCode: option.reference.source,
    supply: options.supply,
    viewer: options.viewer,
    now: options.now,
  });
  return {
    reference: request.reference,
    option: exchangeOptionView(option, options.supply, order.currency),
    legs: optionLegs([option]),
    fareBasis: details.fareBasis,
    fareBreakdown: details.fareBreakdown,
    baggage: details.baggage,
    cancellation: details.cancellation,
    dateChange: details.dateChange,
    lines: option.lines,
  };
}
