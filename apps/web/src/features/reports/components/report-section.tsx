import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRange } from '@portal/contracts';
import { PagedResults, type PagedQuery } from '../../../components/paged-results';
import { errorMessage, HttpError } from '../../../lib/api-errors';
import { hasReportFilters, type ReportFilters } from '../utils/report-filters';
import { ExportButtons } from './export-buttons';

/**
 * One report under its filters: what it is, its totals over the whole filter with the export buttons, a chart where
 * one helps, and its lines (a table on wider screens with a totals row, cards on a phone) page by page.
 */
export function ReportSection<Data extends { total: number; pageSize: number; range: ReportRange }>({
  filters,
  onPage,
  query,
  rowsOf,
  figures,
  chart,
  table,
  cards,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
  /** Its error, when the API refused the filters, says why (a range over a year). */
  query: PagedQuery<Data> & { error: unknown };
  rowsOf: (data: Data) => number;
  figures: (data: Data) => ReactNode;
  chart?: ReactNode;
  table: (data: Data) => ReactNode;
  cards: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const { data } = query;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t(`about.${filters.report}`)}
        </Text>
        <ExportButtons filters={filters} range={data?.range} />
      </Group>
      {data ? <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{figures(data)}</div> : null}
      {chart}
      <PagedResults
        query={query}
        pageNumber={filters.page}
        rowsOf={rowsOf}
        onPage={onPage}
        t={t}
        texts={{
          count: (total) => t('list.count', { count: total }),
          // A refused filter says why; anything else is the page's own message.
          loadFailed:
            query.error instanceof HttpError && query.error.status < 500
              ? errorMessage(query.error, t('list.loadFailed'))
              : t('list.loadFailed'),
          loading: t('list.loading'),
          empty: hasReportFilters(filters) ? t('list.emptyFiltered') : t('list.empty'),
        }}
        skeletonRows={6}
        table={() => data && table(data)}
        cards={() => data && cards(data)}
      />
    </Stack>
  );
}
