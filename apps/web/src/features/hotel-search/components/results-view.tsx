import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelSearchResults } from '@portal/contracts';
import { FiltersLayout } from '../../../components/filters-layout';
import type { ResultsPhase } from '../hooks/use-hotel-results';
import { guestCounts } from '../utils/hotel-format';
import { hotelDetailsPath } from '../utils/hotel-paths';
import { clearedFilters, isFiltering, type HotelResultsFilters } from '../utils/results-query';
import { HotelCard } from './hotel-card';
import { HotelFilters } from './hotel-filters';
import { HotelSortBar } from './hotel-sort-bar';
import { StillSearching } from './results-skeleton';
import classes from '../../../components/product-pages/results.module.css';

interface ResultsViewProps {
  results: HotelSearchResults;
  phase: ResultsPhase;
  filters: HotelResultsFilters;
  onChange: (change: Partial<HotelResultsFilters>) => void;
  /** A filter, sort or page changed and its answer has yet to come. */
  refreshing: boolean;
}

/** The filters (a drawer on phones), the sort bar, the hotels of the page and the page numbers. */
export function ResultsView({ results, phase, filters, onChange, refreshing }: ResultsViewProps) {
  const { t } = useTranslation('hotelSearch');
  const { search } = useLocation();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [drawer, setDrawer] = useState(false);
  const rooms = guestCounts(results.query.rooms).rooms;
  const pages = Math.max(1, Math.ceil(results.matchingHotels / results.pageSize));
  const turnPage = (page: number) => {
    onChange({ page });
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <HotelFilters facets={results.facets} filters={filters} onChange={onChange} withTitle={wide} />
  );

  return (
    <FiltersLayout
      wide={wide}
      title={t('filters.title')}
      filters={panel}
      drawerOpened={drawer}
      onDrawerClose={() => setDrawer(false)}
      closeLabel={t('filters.close', { count: results.matchingHotels })}
      classNames={{ layout: classes.layout, filterColumn: classes.filterColumn }}
    >
      {phase === 'streaming' ? (
        <StillSearching arrived={results.sourcesArrived} total={results.sourceCount} />
      ) : null}
      <Group justify="space-between" gap="sm">
        <Text fw={700} role="status" aria-live="polite" data-testid="result-count">
          {isFiltering(filters)
            ? t('results.countFiltered', { count: results.matchingHotels, total: results.totalHotels })
            : t('results.count', { count: results.totalHotels })}
        </Text>
        {!wide ? (
          <Button variant="default" onClick={() => setDrawer(true)}>
            {isFiltering(filters) ? t('filters.openActive') : t('filters.open')}
          </Button>
        ) : null}
      </Group>
      <HotelSortBar sort={filters.sort} onSort={(sort) => onChange({ sort })} />
      {results.hotels.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed" ta="center">
            {results.totalHotels === 0 ? t('results.noHotels') : t('results.noMatch')}
          </Text>
          {isFiltering(filters) ? (
            <Button variant="light" onClick={() => onChange(clearedFilters(filters))}>
              {t('filters.reset')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack
          gap="md"
          className={refreshing ? classes.dimmed : undefined}
          aria-busy={refreshing}
          component="section"
          aria-label={t('results.listLabel')}
        >
          {results.hotels.map((hotel) => (
            <HotelCard
              key={hotel.hotelGuid}
              hotel={hotel}
              nights={results.query.nights}
              rooms={rooms}
              to={hotelDetailsPath(results.requestId, hotel.hotelGuid, search.replace(/^\?/, ''))}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(filters.page, pages)}
          onChange={turnPage}
          getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('pageNumber', { number }) })}
          aria-label={t('pages')}
          style={{ alignSelf: 'center' }}
        />
      ) : null}
    </FiltersLayout>
  );
}
