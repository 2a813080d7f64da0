import type { Board, HotelSearchRequest } from '@portal/contracts';
import type { StayQuery } from '@portal/sandbox-supply';

/** A hotel search as the cache keeps it: whose it is, what was asked, and when each source answers. */
export interface HotelSearchSession {
  requestId: string;
  tenantId: string;
  agencyId: string;
  userId: string;
  query: HotelSearchRequest;
  /** The query as the supplier takes it (every child's age known). */
  stay: StayQuery;
  /** The city's or hotel's name, shown with the search. */
  destinationName: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
  /** In arrival order: a source is shown once `createdAt + latencyMs` has passed. */
  sources: { code: string; latencyMs: number }[];
}

/** A hotel's cheapest rate with one board and refundability, in BDT for the whole stay and all its rooms. */
export interface SearchedOption {
  board: Board;
  refundable: boolean;
  onRequest: boolean;
  roomName: string;
  perNight: number;
  total: number;
  roomsLeft: number;
}

/** One hotel of a source's answer: enough to filter, sort and show its card; its facts come from the catalogue. */
export interface SearchedHotel {
  hotelId: string;
  sourceCode: string;
  /** Cheapest first; the first is the hotel's price when no board or refundability is asked for. */
  options: SearchedOption[];
}

/** One source's answer, processed once and then read by every poll, from any API process. */
export interface HotelSourceResult {
  sourceCode: string;
  hotels: SearchedHotel[];
}

/** The hotels once `wave` sources have arrived: one per hotel, the cheapest source's, cheapest first. */
export interface HotelWaveState {
  wave: number;
  hotels: SearchedHotel[];
}
