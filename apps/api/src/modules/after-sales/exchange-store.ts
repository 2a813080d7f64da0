import { SearchLimit, type QuoteLine } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { ExchangeOffer } from '../../adapters/flight-booking';

/** One option of an exchange search as it is kept until priced: the airline's offer and the figures found. */
export interface StoredExchangeOption extends ExchangeOffer {
  optionId: string;
  changedJourneys: number[];
  lines: QuoteLine[];
  total: number;
}

export interface StoredExchangeSearch {
  expiresAt: string;
  /** The dates searched, by journey. */
  dates: { journeyIndex: number; date: string }[];
  windows: { journeyIndex: number; minDate: string; maxDate: string }[];
  options: StoredExchangeOption[];
}

const keyOf = (tenantId: string, reference: string) => `after-sales:exchange-search:${tenantId}:${reference}`;

/**
 * The last search of an exchange request, kept in the cache (shared by every API process when it is Redis) for as
 * long as flight search results live; a new search replaces it.
 */
export const exchangeSearches = {
  ttlSeconds: SearchLimit.sessionTtlSeconds,
  save: (cache: Cache, tenantId: string, reference: string, search: StoredExchangeSearch) =>
    cache.set(keyOf(tenantId, reference), search, SearchLimit.sessionTtlSeconds, {
      weight: Math.max(1, search.options.length),
    }),
  find: async (cache: Cache, tenantId: string, reference: string, now: Date) => {
    const search = await cache.get<StoredExchangeSearch>(keyOf(tenantId, reference));
    return search && Date.parse(search.expiresAt) > now.getTime() ? search : undefined;
  },
};

/** An option's id: its offer and brand, stable for the same flights and brand. */
export const exchangeOptionId = (offer: ExchangeOffer) =>
  `${offer.reference.offerId}~${offer.reference.brandCode}`;

/** What an exchange quote was made on, kept in the quote's supplier terms: Verify and Approve act on it. */
export interface ExchangeQuoteTerms {
  optionId: string;
  option: ExchangeOffer;
  changedJourneys: number[];
  window: string;
}

/** The option an exchange quote names; null for a manual quote (the operators' lines name no option). */
export function quotedOption(quote: { supplierTerms: Record<string, unknown> }): ExchangeQuoteTerms | null {
  const terms = quote.supplierTerms as Partial<ExchangeQuoteTerms>;
  return terms.option && terms.optionId && terms.changedJourneys ? (terms as ExchangeQuoteTerms) : null;
}
