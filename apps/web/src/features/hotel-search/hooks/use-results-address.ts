import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readResultsFilters, writeResultsFilters, type HotelResultsFilters } from '../utils/results-query';

/**
 * The results' filters, sort and page, read from and written to the address beside the search. A filter or sort
 * change starts again from the first page and replaces the history entry (Back does not step through each tick);
 * turning a page adds one. The router applies a new address in a transition, so the change shows at once (a
 * checkbox stays ticked) until the address catches up.
 */
export function useResultsAddress() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromAddress = useMemo(() => readResultsFilters(search), [search]);
  const [pending, setPending] = useState<{ from: string; filters: HotelResultsFilters } | null>(null);
  // A change made on this address holds until the address moves on.
  const filters = pending && pending.from === search ? pending.filters : fromAddress;
  const update = useCallback(
    (change: Partial<HotelResultsFilters>) => {
      const next = { ...filters, ...change, page: change.page ?? 1 };
      setPending({ from: search, filters: next });
      void navigate(
        { search: `?${writeResultsFilters(search, next)}` },
        { replace: change.page === undefined },
      );
    },
    [filters, navigate, search],
  );
  return { filters, update };
}
