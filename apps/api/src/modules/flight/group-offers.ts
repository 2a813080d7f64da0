import type { ItineraryKind, ItinerarySummary } from '@portal/contracts';
import type { SupplyOffer } from '@portal/sandbox-supply';

/** What grouping needs of an offer, read straight from it (rows are built for the shown offers only). */
export interface GroupCandidate {
  id: string;
  kind: ItineraryKind;
  airlineCode: string;
  gross: number;
  /** Stops per journey, e.g. '01' for direct out and one stop back. */
  stopPattern: string;
  /**
   * The first departure, local time ISO. Offers compared here leave from the same airport (or city), so the local
   * times order like instants, without the cost of parsing thousands of dates per search.
   */
  departsAt: string;
}

export function groupCandidate(offer: SupplyOffer, kind: ItineraryKind): GroupCandidate {
  return {
    id: offer.offerId,
    kind,
    airlineCode: offer.validatingAirline,
    gross: offer.brands[0]?.totalGross ?? 0,
    stopPattern: offer.journeys.map((journey) => journey.stopKey).join(''),
    departsAt: offer.journeys[0]?.legs[0]?.departure ?? '',
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Cheapest first; then the earlier departure, then the id, so every process orders alike. */
export const compareCandidates = (a: GroupCandidate, b: GroupCandidate) =>
  a.gross - b.gross || byText(a.departsAt, b.departsAt) || byText(a.id, b.id);

/** The same order for result rows. */
export const compareSummaries = (a: ItinerarySummary, b: ItinerarySummary) =>
  a.grossAmount.amount - b.grossAmount.amount ||
  byText(a.journeys[0]?.departure ?? '', b.journeys[0]?.departure ?? '') ||
  byText(a.itineraryId, b.itineraryId);

export interface GroupedOffers {
  /** The earliest-departing offer of each group, cheapest group first. */
  heads: string[];
  /** Each head's other offers, earliest departure first. */
  combinations: Record<string, string[]>;
}

/**
 * Groups one source's offers of the same airline, price and stops per direction (spec: "more flights" of the same
 * fare): the earliest departure is shown, the others are its more combinations.
 */
export function groupOffers(candidates: readonly GroupCandidate[]): GroupedOffers {
  const groups = new Map<string, GroupCandidate[]>();
  for (const candidate of candidates) {
    const key = `${candidate.kind}|${candidate.airlineCode}|${candidate.gross}|${candidate.stopPattern}`;
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  }
  const heads: GroupCandidate[] = [];
  const combinations: Record<string, string[]> = {};
  for (const group of groups.values()) {
    group.sort((a, b) => byText(a.departsAt, b.departsAt) || byText(a.id, b.id));
    const [head, ...others] = group as [GroupCandidate, ...GroupCandidate[]];
    heads.push(head);
    if (others.length > 0) combinations[head.id] = others.map((other) => other.id);
  }
  heads.sort(compareCandidates);
  return { heads: heads.map((head) => head.id), combinations };
}
