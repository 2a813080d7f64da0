import { useCallback, useEffect, useReducer, useState } from 'react';
import { SearchErrorCode, type AirSearchResults, type PriceVisibility } from '@portal/contracts';
import { errorMessage, HttpError } from '../../../lib/api-errors';
import { getAirSearch } from '../api/get-air-search';
import { getAirSearchMore } from '../api/get-air-search-more';
import { emptyResults, mergeResults, type MergedResults } from '../utils/merge-results';

/** How long the page waits between polls while sources are still answering. */
export const PollIntervalMs = 700;

export type StreamPhase = 'loading' | 'streaming' | 'completed' | 'expired' | 'notFound' | 'failed';

export interface StreamState {
  phase: StreamPhase;
  results: MergedResults;
  /** Whether anything has arrived yet (the skeleton shows until then). */
  answered: boolean;
  pendingSourceCount: number;
  moreCount: number;
  /** How many held-back results have been fetched with Show more results. */
  moreOffset: number;
  visibility: PriceVisibility;
  currency: string;
  expiresAt: string | null;
  error: string | null;
}

const hidden: PriceVisibility = { showCommission: false, showMarkup: false, showSource: false };
const initial: StreamState = {
  phase: 'loading',
  results: emptyResults,
  answered: false,
  pendingSourceCount: 0,
  moreCount: 0,
  moreOffset: 0,
  visibility: hidden,
  currency: 'BDT',
  expiresAt: null,
  error: null,
};

type Action =
  | { type: 'reset' }
  | { type: 'wave'; response: AirSearchResults }
  | {
      type: 'more';
      response: {
        itineraries: AirSearchResults['itineraries'];
        legs: AirSearchResults['legs'];
        moreCount: number;
      };
      fetched: number;
    }
  | { type: 'failed'; phase: 'expired' | 'notFound' | 'failed'; error: string };

function reduce(state: StreamState, action: Action): StreamState {
  switch (action.type) {
    case 'reset':
      return initial;
    case 'wave': {
      const { response } = action;
      return {
        ...state,
        phase: response.status === 'Completed' ? 'completed' : 'streaming',
        results: mergeResults(state.results, response),
        answered: true,
        pendingSourceCount: response.pendingSourceCount,
        // Until Show more results is used, GetAirSearch says how many are held back.
        moreCount: state.moreOffset === 0 ? response.moreCount : state.moreCount,
        visibility: response.visibility,
        currency: response.currency,
        expiresAt: response.expiresAt,
      };
    }
    case 'more':
      return {
        ...state,
        results: mergeResults(state.results, action.response),
        moreCount: action.response.moreCount,
        moreOffset: state.moreOffset + action.fetched,
      };
    case 'failed':
      return { ...state, phase: action.phase, error: action.error };
  }
}

function failure(error: unknown): Action {
  const code =
    error instanceof HttpError &&
    typeof error.data === 'object' &&
    error.data !== null &&
    'error' in error.data
      ? (error.data as { error?: { code?: string } }).error?.code
      : undefined;
  if (code === SearchErrorCode.SearchExpired || (error instanceof HttpError && error.status === 410)) {
    return { type: 'failed', phase: 'expired', error: errorMessage(error) };
  }
  if (code === SearchErrorCode.SearchNotFound || (error instanceof HttpError && error.status === 404)) {
    return { type: 'failed', phase: 'notFound', error: errorMessage(error) };
  }
  return { type: 'failed', phase: 'failed', error: errorMessage(error) };
}

/**
 * Follows a search by its request id: polls GetAirSearch with the last cursor every ~700 ms while sources are
 * pending, merging each wave by itineraryId; Show more results appends the held-back ones.
 */
export function useSearchStream(requestId: string | null) {
  const [state, dispatch] = useReducer(reduce, initial);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    dispatch({ type: 'reset' });
    if (!requestId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (since: number) => {
      try {
        const response = await getAirSearch(requestId, since, controller.signal);
        if (controller.signal.aborted) return;
        dispatch({ type: 'wave', response });
        if (response.status === 'InProgress')
          timer = setTimeout(() => void poll(response.cursor), PollIntervalMs);
      } catch (error) {
        if (!controller.signal.aborted) dispatch(failure(error));
      }
    };
    void poll(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [requestId]);

  const { moreOffset } = state;
  const loadMore = useCallback(async () => {
    if (!requestId) return;
    setLoadingMore(true);
    try {
      const response = await getAirSearchMore(requestId, moreOffset);
      dispatch({ type: 'more', response, fetched: response.itineraries.length });
    } catch (error) {
      dispatch(failure(error));
    } finally {
      setLoadingMore(false);
    }
  }, [requestId, moreOffset]);

  return { state, loadMore, loadingMore };
}
