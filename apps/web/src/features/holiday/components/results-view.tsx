import { useState } from 'react';
import { Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HolidaySorts, type HolidaySearchResponse, type HolidaySort } from '@portal/contracts';
import { FiltersLayout } from '../../../components/filters-layout';
import { holidayPackagePath } from '../../../lib/holiday-paths';
import { isFiltering, noFilters, type HolidayResultsFilters, type HolidaySearch } from '../utils/search-url';
import { PackageCard } from './package-card';
import { PackageFilters } from './package-filters';
import classes from '../../../components/product-pages/results.module.css';

/** The filters (a drawer on phones), the sort, the packages of the page and the page numbers. */
export function ResultsView({
  results,
  search,
  filters,
  onChange,
  refreshing,
}: {
  results: HolidaySearchResponse;
  search: HolidaySearch;
  filters: HolidayResultsFilters;
  onChange: (change: Partial<HolidayResultsFilters>) => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('holiday');
  const { search: address } = useLocation();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [drawer, setDrawer] = useState(false);
  const pages = Math.max(1, Math.ceil(results.total / results.pageSize));
  const party = { adults: search.adults, children: search.children, infants: search.infants };

  return (
    <FiltersLayout
      wide={wide}
      title={t('filters.title')}
      filters={
        <PackageFilters facets={results.facets} filters={filters} onChange={onChange} withTitle={wide} />
      }
      drawerOpened={drawer}
      onDrawerClose={() => setDrawer(false)}
      closeLabel={t('filters.close', { count: results.total })}
      classNames={{ layout: classes.layout, filterColumn: classes.filterColumn }}
    >
      <Group justify="space-between" gap="sm" align="flex-end">
        <Text fw={700} role="status" aria-live="polite" data-testid="result-count">
          {isFiltering(filters)
            ? t('results.countFiltered', { count: results.total, total: results.unfilteredTotal })
            : t('results.count', { count: results.total })}
        </Text>
        <Group gap="sm" align="flex-end">
          {!wide ? (
            <Button variant="default" onClick={() => setDrawer(true)}>
              {isFiltering(filters) ? t('filters.openActive') : t('filters.open')}
            </Button>
          ) : null}
          <Select
            label={t('sort.label')}
            data={HolidaySorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
            value={filters.sort}
            onChange={(sort) => onChange({ sort: (sort ?? 'popular') as HolidaySort })}
            allowDeselect={false}
            w={210}
          />
        </Group>
      </Group>
      {results.results.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed" ta="center">
            {results.unfilteredTotal === 0 ? t('results.none') : t('results.noMatch')}
          </Text>
          {isFiltering(filters) ? (
            <Button variant="light" onClick={() => onChange(noFilters)}>
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
          {results.results.map((item) => (
            <PackageCard
              key={item.packageId}
              item={item}
              party={party}
              to={holidayPackagePath(item.packageId, address)}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(filters.page, pages)}
          onChange={(page) => {
            onChange({ page });
            window.scrollTo({ top: 0 });
          }}
          getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('pageNumber', { number }) })}
          aria-label={t('pages')}
          style={{ alignSelf: 'center' }}
        />
      ) : null}
    </FiltersLayout>
  );
}
