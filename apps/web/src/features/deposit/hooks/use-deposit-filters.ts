import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { filtersFromSearch, filtersToSearch, type DepositFilters } from '../utils/deposit-filters';

/**
 * The list's filters, read from and written to the address. Changing a filter starts again from the first page
 * and replaces the history entry; turning a page adds one.
 */
export function useDepositFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (change: Partial<DepositFilters>) => {
      const next = filtersToSearch({ ...filters, ...change, page: change.page ?? 1 }).toString();
      void navigate({ search: next ? `?${next}` : '' }, { replace: change.page === undefined });
    },
    [filters, navigate],
  );
  return { filters, update };
}
