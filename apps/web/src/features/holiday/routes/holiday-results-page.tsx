import { useMemo } from 'react';
import { Container, Stack } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZHolidaySearchRequest } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { SearchProblem } from '../../../components/search-problem';
import { errorMessage } from '../../../lib/api-errors';
import { usePackageSearch } from '../api/search-packages';
import { ResultsSkeleton } from '../components/results-skeleton';
import { ResultsView } from '../components/results-view';
import { SearchSummary } from '../components/search-summary';
import {
  decodeHolidaySearch,
  decodeResultsFilters,
  holidayResultsUrl,
  toSearchRequest,
  withResultsFilters,
  type HolidayResultsFilters,
} from '../utils/search-url';
import '../i18n';

/**
 * /holiday-search-result?<search>[&<filters, sort, page>] (spec §2): the search and its filters live in the
 * address, nowhere else (spec §9: the tour package search is not persisted). A failed search shows no results
 * (spec §8); a search is kept 60 s once left, so Back from a package is instant.
 */
export default function HolidayResultsPage() {
  const { t } = useTranslation('holiday');
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => decodeHolidaySearch(location.search), [location.search]);
  const filters = useMemo(() => decodeResultsFilters(location.search), [location.search]);
  const request = useMemo(() => {
    if (!search) return null;
    const parsed = ZHolidaySearchRequest.safeParse(toSearchRequest(search, filters));
    return parsed.success ? toSearchRequest(search, filters) : null;
  }, [search, filters]);
  const results = usePackageSearch(request);
  const cityName =
    results.data?.searchRequest.destination.cityName ?? search?.cityName ?? search?.cityCode ?? '';
  const back = { to: '/searchpad/holiday', label: t('results.newSearch') };

  const update = (change: Partial<HolidayResultsFilters>) => {
    if (!search) return;
    const next = { ...filters, ...change, page: change.page ?? 1 };
    void navigate(
      { search: `?${withResultsFilters(search, next).toString()}` },
      { replace: change.page === undefined },
    );
  };

  let body;
  if (!search || !request) {
    body = <SearchProblem title={t('results.pageTitle')} message={t('results.invalidLink')} back={back} />;
  } else if (results.isError) {
    body = (
      <SearchProblem
        title={t('results.failed')}
        message={errorMessage(results.error)}
        action={{
          label: t('results.retry'),
          onClick: () => void results.refetch(),
          loading: results.isFetching,
        }}
        back={back}
      />
    );
  } else if (!results.data) {
    body = <ResultsSkeleton />;
  } else {
    body = (
      <ResultsView
        results={results.data}
        search={search}
        filters={filters}
        onChange={update}
        refreshing={results.isPlaceholderData && results.isFetching}
      />
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <PageHeader title={cityName ? t('results.title', { city: cityName }) : t('results.pageTitle')} />
        {search ? (
          <SearchSummary
            key={location.search}
            search={search}
            cityName={cityName}
            onSearch={(next) => void navigate(holidayResultsUrl(next))}
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
