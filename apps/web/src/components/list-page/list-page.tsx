import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { PagedResults, type PagedQuery, type PagedResultsTexts } from '../paged-results';
import { PageHeader } from './page-header';
import { StatusTabs, type StatusTab } from './status-tabs';

/**
 * A list's status tabs, kept in the address under one of its filters (`field`, a string filter such as `tab`), with
 * each tab's count read from the loaded page.
 */
export type ListPageTabs<Filters, Data> = {
  [Field in keyof Filters]: Filters[Field] extends string
    ? {
        field: Field;
        /** The tab list's accessible name. */
        label: string;
        items: readonly StatusTab<Filters[Field]>[];
        countOf?: (data: Data, value: Filters[Field]) => number | undefined;
      }
    : never;
}[keyof Filters];

export interface ListPageProps<
  Filters extends { page: number },
  Data extends { total: number; pageSize: number },
> {
  /** The page's translations, for the list's `retry`, `pages`, `pageNumber` and `pageControl.` texts. */
  t: TFunction;
  title: ReactNode;
  /** 2 for a list shown in a tab of a page with its own h1. */
  titleOrder?: 1 | 2;
  intro?: ReactNode;
  /** The intro's widest measure (see PageHeader). */
  introWidth?: number;
  /** Buttons beside the title (New deposit, Add traveller). */
  actions?: ReactNode;
  /** What stands between the header and the filters (a summary, what needs attention). */
  above?: ReactNode;
  /** The list's filter bar. */
  filterBar?: ReactNode;
  /** The filters read from the address and the change that writes them back (`useAddressFilters`). */
  filters: Filters;
  update: (change: Partial<Filters>) => void;
  tabs?: ListPageTabs<Filters, Data>;
  query: PagedQuery<Data>;
  /** How many rows the loaded page holds. */
  rowsOf: (data: Data) => number;
  texts: PagedResultsTexts;
  /** How many rows the loading skeleton shows. */
  skeletonRows?: number;
  /** The loaded page as a table (wider screens) and as cards (phones). */
  table: (data: Data) => ReactNode;
  cards: (data: Data) => ReactNode;
  /** False inside a layout that already gives the page its width and padding (the back office). */
  contained?: boolean;
  /** What belongs to the page but not its flow: its modals. */
  children?: ReactNode;
}

/**
 * A queue or list page: its header, anything above the list, the filters, the status tabs when it has them, and the
 * list's states (failed, loading, empty, a table on wide screens and cards on narrow ones, paging). The filters,
 * the tab and the page live in the address.
 */
export function ListPage<Filters extends { page: number }, Data extends { total: number; pageSize: number }>({
  t,
  title,
  titleOrder,
  intro,
  introWidth,
  actions,
  above,
  filterBar,
  filters,
  update,
  tabs,
  query,
  rowsOf,
  texts,
  skeletonRows = 5,
  table,
  cards,
  contained = true,
  children,
}: ListPageProps<Filters, Data>) {
  const { data } = query;
  const results = (
    <PagedResults
      query={query}
      pageNumber={filters.page}
      rowsOf={rowsOf}
      onPage={(page) => update({ page } as Partial<Filters>)}
      t={t}
      texts={texts}
      skeletonRows={skeletonRows}
      table={() => data && table(data)}
      cards={() => data && cards(data)}
    />
  );

  const body = (
    <Stack gap="md">
      <PageHeader title={title} intro={intro} introWidth={introWidth} actions={actions} order={titleOrder} />
      {above}
      {filterBar}
      {tabs ? (
        <StatusTabs<string>
          label={tabs.label}
          tabs={tabs.items}
          value={filters[tabs.field] as string}
          onChange={(value) => update({ [tabs.field]: value } as Partial<Filters>)}
          countOf={
            data && tabs.countOf
              ? (value) => (tabs.countOf as (data: Data, value: string) => number | undefined)(data, value)
              : undefined
          }
        >
          <Stack gap="md">{results}</Stack>
        </StatusTabs>
      ) : (
        results
      )}
    </Stack>
  );

  if (!contained) {
    return (
      <>
        {body}
        {children}
      </>
    );
  }
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {body}
      {children}
    </Container>
  );
}
