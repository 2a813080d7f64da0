import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';

/** A failed load with a Retry button. */
export function LoadFailedAlert({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {retry}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Rows in a table's shape while the first page loads. */
export function TableSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={36} mb={8} radius="sm" />
      ))}
    </div>
  );
}

/** What a list's query (TanStack Query's result) tells its results. */
export interface PagedQuery<Data> {
  data: Data | undefined;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface PagedResultsTexts {
  loadFailed: string;
  loading: string;
  /** What an empty page says (no rows at all, or none matching the filters). */
  empty: string;
  /** How many rows match in all, said above the list once a page has loaded. */
  count?: (total: number) => string;
}

/**
 * A filtered list's states below its filters: failed (with Retry), loading, empty, its rows (a table on wider
 * screens, cards on a phone, dimmed while the next page loads) and the page numbers. A page past the end (an old
 * link, or fewer rows since) moves to the last page there is.
 */
export function PagedResults<Data extends { total: number; pageSize: number }>({
  query,
  pageNumber,
  rowsOf,
  onPage,
  t,
  texts,
  skeletonRows,
  table,
  cards,
}: {
  /** The list's query; its data, once a page has loaded, says how many rows match and how many a page holds. */
  query: PagedQuery<Data>;
  /** The page asked for (the address's page). */
  pageNumber: number;
  /** How many rows the loaded page holds. */
  rowsOf: (data: Data) => number;
  onPage: (page: number) => void;
  /** The list's translations, for `retry`, `pages`, `pageNumber` and `pageControl.` (first, previous, next, last). */
  t: TFunction;
  texts: PagedResultsTexts;
  skeletonRows: number;
  table: () => ReactNode;
  cards: () => ReactNode;
}) {
  const page = query.data && {
    number: pageNumber,
    total: query.data.total,
    pageSize: query.data.pageSize,
    rows: rowsOf(query.data),
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const current = page?.number ?? 1;
  const pastTheEnd = page !== undefined && !query.isPlaceholderData && current > pages;
  const moveToLastPage = useEffectEvent(() => onPage(pages));
  useEffect(() => {
    if (pastTheEnd) moveToLastPage();
  }, [pastTheEnd, pages, current]);

  return (
    <>
      {page && texts.count ? (
        <Text size="sm" fw={600} role="status" aria-live="polite">
          {texts.count(page.total)}
        </Text>
      ) : null}
      {query.isError && !page ? (
        <LoadFailedAlert message={texts.loadFailed} retry={t('retry')} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isPending ? <TableSkeleton label={texts.loading} rows={skeletonRows} /> : null}
      {page && page.rows === 0 && !pastTheEnd ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{texts.empty}</Text>
        </Paper>
      ) : null}
      {page && page.rows > 0 ? (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} visibleFrom="sm">
            {table()}
          </Paper>
          <Box hiddenFrom="sm">{cards()}</Box>
        </div>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(current, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('pageNumber', { number }) })}
          aria-label={t('pages')}
        />
      ) : null}
    </>
  );
}
