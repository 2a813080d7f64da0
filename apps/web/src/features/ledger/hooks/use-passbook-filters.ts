import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { filtersFromSearch, filtersToSearch, type PassbookFilters } from '../utils/passbook-filters';

/**
 * The ledger's filters, read from and written to the address. Changing a filter starts again from the first page
 * and replaces the history entry, so Back does not step through keystrokes; turning a page adds one.
 */
export function usePassbookFilters() {
  // useLocation and useNavigate, not useSearchParams: the router's own copy lives in the entry file.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (change: Partial<PassbookFilters>) => {
      const next = filtersToSearch({ ...filters, ...change, page: change.page ?? 1 }).toString();
      void navigate({ search: next ? `?${next}` : '' }, { replace: change.page === undefined });
    },
    [filters, navigate],
  );
  return { filters, update };
}
