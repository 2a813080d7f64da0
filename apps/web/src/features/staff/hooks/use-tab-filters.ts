import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A section's filters kept in the address of the page that holds it (/company-settings?tab=staff&…): like
 * useAddressFilters, but the keys this section does not own (the page's tab) are carried over untouched. `read`
 * and `write` are the section's own stable conversions; `owned` names every key `write` may set.
 */
export function useTabFilters<Filters extends { page: number }>(
  read: (search: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
  owned: readonly string[],
) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => read(new URLSearchParams(search)), [read, search]);
  const update = useCallback(
    (change: Partial<Filters>) => {
      const next = new URLSearchParams(search);
      for (const key of owned) next.delete(key);
      for (const [key, value] of write({ ...filters, ...change, page: change.page ?? 1 }))
        next.set(key, value);
      const text = next.toString();
      // A filter change replaces the history entry (Back skips keystrokes); turning a page adds one.
      void navigate({ search: text ? `?${text}` : '' }, { replace: change.page === undefined });
    },
    [filters, navigate, owned, search, write],
  );
  return { filters, update };
}
