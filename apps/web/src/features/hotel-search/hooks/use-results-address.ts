import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readResultsFilters, writeResultsFilters, type HotelResultsFilters } from '../utils/results-query';

/**
 * The results' filters, sort and page, read from and written to the address beside the search. A filter or sort
 * change starts again from the first page and replaces the history entry (Back does not step through each tick);
 * turning a page adds one.
 */
export function useResultsAddress() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readResultsFilters(search), [search]);
  const update = useCallback(
    (change: Partial<HotelResultsFilters>) => {
      const next = writeResultsFilters(search, { ...filters, ...change, page: change.page ?? 1 });
      void navigate({ search: `?${next}` }, { replace: change.page === undefined });
    },
    [filters, navigate, search],
  );
  return { filters, update };
}
