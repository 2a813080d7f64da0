import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ListPage } from '../../../components/list-page/list-page';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import type { PagedQuery } from '../../../components/paged-results';

/** Where a desk's texts sit under its translation prefix, when they differ from the usual keys. */
export interface DeskTextKeys {
  search: string;
  searchPlaceholder: string;
  count: string;
  loadFailed: string;
  loading: string;
  empty: string;
  emptySearch: string;
}

const usualKeys: DeskTextKeys = {
  search: 'search',
  searchPlaceholder: 'searchPlaceholder',
  count: 'count',
  loadFailed: 'loadFailed',
  loading: 'loading',
  empty: 'empty',
  emptySearch: 'emptySearch',
};

/**
 * An operators' desk (KYC, holiday enquiries, visa applications, after-sales): the back office's list page with its
 * title and intro, a search (and whatever filter comes before it), status tabs with their counts, and the rows as a
 * table or cards. Every text comes from the desk's own translation prefix: title, intro, tabsLabel, tabs.<tab>, and
 * the list texts (`keys` when a desk names them otherwise).
 */
export function DeskListPage<
  Tab extends string,
  Filters extends { page: number; tab: Tab; search: string },
  Data extends { total: number; pageSize: number },
>({
  t,
  filters,
  update,
  query,
  tabValues,
  countOf,
  rowsOf,
  searchMaxLength,
  filterStart,
  keys: keyChanges,
  skeletonRows,
  table,
  cards,
}: {
  /** The desk's translations, already under its prefix. */
  t: TFunction;
  filters: Filters;
  update: (change: Partial<Filters>) => void;
  query: PagedQuery<Data> & { isFetching: boolean };
  tabValues: readonly Tab[];
  countOf: (data: Data, tab: Tab) => number | undefined;
  rowsOf: (data: Data) => number;
  searchMaxLength: number;
  /** A filter shown before the search (the after-sales desk's kind). */
  filterStart?: ReactNode;
  keys?: Partial<DeskTextKeys>;
  skeletonRows?: number;
  table: (data: Data) => ReactNode;
  cards: (data: Data) => ReactNode;
}) {
  const keys = { ...usualKeys, ...keyChanges };
  const search = (
    <QueueSearchField
      value={filters.search}
      onChange={(value) => update({ search: value } as Partial<Filters>)}
      label={t(keys.search)}
      placeholder={t(keys.searchPlaceholder)}
      maxLength={searchMaxLength}
      searching={query.isFetching && query.isPlaceholderData}
    />
  );
  return (
    <ListPage<{ page: number; tab: string }, Data>
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      filterBar={
        filterStart ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            {filterStart}
            {search}
          </Group>
        ) : (
          search
        )
      }
      filters={filters}
      update={update as (change: Partial<{ page: number; tab: string }>) => void}
      tabs={{
        field: 'tab',
        label: t('tabsLabel'),
        items: tabValues.map((value) => ({ value, label: t(`tabs.${value}`) })),
        // The tabs hand back the values they were given.
        countOf: (data, tab) => countOf(data, tab as Tab),
      }}
      query={query}
      rowsOf={rowsOf}
      texts={{
        count: (total) => t(keys.count, { count: total }),
        loadFailed: t(keys.loadFailed),
        loading: t(keys.loading),
        empty: filters.search ? t(keys.emptySearch) : t(keys.empty),
      }}
      skeletonRows={skeletonRows}
      table={table}
      cards={cards}
    />
  );
}
