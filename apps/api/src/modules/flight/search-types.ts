import type { AirSearchRequest, ItineraryKind, ItinerarySummary } from '@portal/contracts';
import type { SourceCode, SupplyOffer } from '@portal/sandbox-supply';

/** A search as the cache keeps it: whose it is, what was asked, and when each source answers. */
export interface SearchSession {
  requestId: string;
  tenantId: string;
  agencyId: string;
  userId: string;
  query: AirSearchRequest;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
  /** In arrival order: a source is shown once `createdAt + latencyMs` has passed. */
  sources: { code: SourceCode; latencyMs: number }[];
}

/** One source's answer, processed once and then read by every poll, from any API process. */
export interface SourceResult {
  source: SourceCode;
  sourceName: string;
  currency: string;
  /** Every offer by id; legs are read from them. */
  offers: Record<string, SupplyOffer>;
  /** How an offer is sold when not as a plain trip (a special return, a two-one-way half). */
  kinds: Record<string, ItineraryKind>;
  /** Alliance of each validating airline. */
  alliances: Record<string, string | null>;
  /**
   * The shown offers (group heads) at their cheapest brand, with full price detail (visibility is applied per
   * caller). Other offers are summarised when asked for.
   */
  summaries: Record<string, ItinerarySummary>;
  /** The rows shown: one per group of offers with the same airline, price and stops; cheapest first. */
  heads: string[];
  /** A head's other offers (its "more combinations"), earliest departure first. */
  combinations: Record<string, string[]>;
}

/**
 * What the merged results look like once `wave` sources have arrived: duplicates resolved, the first results
 * chosen. Deterministic for the sources' results, so every process computes the same state.
 */
export interface WaveState {
  wave: number;
  /** Every shown itinerary, cheapest first. */
  shown: string[];
  sourceOf: Record<string, SourceCode>;
  /** The wave in which an itinerary was first sent by GetAirSearch; absent while it is held back. */
  deliveredIn: Record<string, number>;
  /** The wave in which an itinerary lost to the same flights sold cheaper. */
  duplicateIn: Record<string, number>;
  /** Shown but not sent by GetAirSearch (GetAirSearchMore pages through these), cheapest first. */
  heldBack: string[];
}

/** One supplier query of a search and how its offers are labelled. */
export interface SearchPart {
  kind: 'Standard' | 'TwoOneWayOut' | 'TwoOneWayBack';
  journeys: { origin: string; destination: string; date: string }[];
  tripKind: 'OneWay' | 'Return' | 'MultiCity';
}
