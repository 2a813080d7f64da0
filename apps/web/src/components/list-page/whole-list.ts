import type { PagedQuery } from '../paged-results';

/**
 * A desk that lists everything waiting for it at once (its call has no pages) read as the list page's one page, so
 * it shares the list's states: loading, failed with Retry, empty, a table or cards.
 */
export function asWholeList<Data>(
  query: PagedQuery<Data> & { data: Data | undefined },
  rowsOf: (data: Data) => number,
): PagedQuery<Data & { total: number; pageSize: number }> {
  const { data } = query;
  return {
    data: data && { ...data, total: rowsOf(data), pageSize: Math.max(1, rowsOf(data)) },
    isError: query.isError,
    isPending: query.isPending,
    isPlaceholderData: query.isPlaceholderData,
    refetch: query.refetch,
  };
}
