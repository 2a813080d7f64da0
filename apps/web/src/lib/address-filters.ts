import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2025-02-30), else null. */
export function validDay(value: string | null): string | null {
  if (!value || !isoDay.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : null;
}

/** The address's page number, 1 when it is missing or not a whole number above 1. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A list's filters, read from and written to the address so a reload or a shared link keeps them. Changing a
 * filter starts again from the first page and replaces the history entry, so Back does not step through
 * keystrokes; turning a page adds one. `read` and `write` are the list's own (stable) conversions.
 */
export function useAddressFilters<Filters extends { page: number }>(
  read: (search: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
) {
  // useLocation and useNavigate, not useSearchParams: the router's own copy lives in the entry file.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => read(new URLSearchParams(search)), [read, search]);
  const update = useCallback(
    (change: Partial<Filters>) => {
      const next = write({ ...filters, ...change, page: change.page ?? 1 }).toString();
      void navigate({ search: next ? `?${next}` : '' }, { replace: change.page === undefined });
    },
    [filters, navigate, write],
  );
  return { filters, update };
}
