import type { AirSearchRequest, ItineraryKind, ItinerarySummary } from '@portal/contracts';
import type { FlightSupply, SourceCode, SupplyOffer } from '@portal/sandbox-supply';
import { groupCandidate, groupOffers, type GroupCandidate } from './group-offers';
import { summarizeOffer } from './map-offer';
import { searchParts, toSupplyQuery } from './search-parts';
import type { SourceResult } from './search-types';

/** The agency's markup on search results; agencies cannot set one yet. */
export const agencyMarkup = 0;

/** The row of any offer of a processed source at one of its brands. */
export function summarizeStoredOffer(
  result: SourceResult,
  offer: SupplyOffer,
  brandIndex = 0,
  moreCombinationCount = 0,
): ItinerarySummary {
  return summarizeOffer(
    offer,
    {
      kind: result.kinds[offer.offerId] ?? 'Standard',
      currency: result.currency,
      sourceName: result.sourceName,
      alliance: result.alliances[offer.validatingAirline] ?? null,
      markup: agencyMarkup,
    },
    brandIndex,
    moreCombinationCount,
  );
}

/**
 * Asks one source for every part of the search and keeps its answer for the polls: the offers grouped by fare, and
 * a result row for each group's shown offer.
 */
export function processSource(options: {
  supply: FlightSupply;
  request: AirSearchRequest;
  source: SourceCode;
}): SourceResult {
  const { supply, request, source } = options;
  const offers: Record<string, SupplyOffer> = {};
  const kinds: Record<string, ItineraryKind> = {};
  const alliances: Record<string, string | null> = {};
  const candidates: GroupCandidate[] = [];

  for (const part of searchParts(request, supply)) {
    for (const offer of supply.search(toSupplyQuery(request, part), source)) {
      if (offers[offer.offerId]) continue;
      offers[offer.offerId] = offer;
      const kind = part.kind === 'Standard' && offer.specialReturn ? 'SpecialReturn' : part.kind;
      if (kind !== 'Standard') kinds[offer.offerId] = kind;
      if (!(offer.validatingAirline in alliances)) {
        alliances[offer.validatingAirline] = supply.airline(offer.validatingAirline)?.alliance ?? null;
      }
      candidates.push(groupCandidate(offer, kind));
    }
  }

  const { heads, combinations } = groupOffers(candidates);
  const result: SourceResult = {
    source,
    sourceName: supply.sources.find((candidate) => candidate.code === source)?.name ?? source,
    currency: supply.currency,
    offers,
    kinds,
    alliances,
    summaries: {},
    heads,
    combinations,
  };
  for (const id of heads) {
    const offer = offers[id];
    if (offer) result.summaries[id] = summarizeStoredOffer(result, offer, 0, combinations[id]?.length ?? 0);
  }
  return result;
}
