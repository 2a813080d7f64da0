import { Container, Stack } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZHotelSearchRequest } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { EditSearchBar } from '../components/edit-search-bar';
import { HotelResultsSkeleton } from '../components/results-skeleton';
import { ResultsView } from '../components/results-view';
import { SearchProblem } from '../components/search-problem';
import { useHotelResults } from '../hooks/use-hotel-results';
import { useResultsAddress } from '../hooks/use-results-address';
import { useStartHotelSearch } from '../hooks/use-start-hotel-search';
import { getHotelSearchQuery } from '../utils/results-query';
import { decodeHotelSearch, hotelResultsUrl, requestIdOf, withRequestId } from '../utils/search-url';
import '../i18n';

/**
 * /hotel-results?<search>[&rid=<requestId>][&<filters, sort, page>]: the search lives in the address. Without a
 * request id the page starts the search and writes its id into the address, so a reload follows the same search
 * until it expires; the filters, sort and page are sent to GetHotelSearch as the address has them.
 */
export default function HotelResultsPage() {
  const { t } = useTranslation('hotelSearch');
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const link = decodeHotelSearch(params);
  const parsed = link ? ZHotelSearchRequest.safeParse(link.request) : null;
  const search = parsed?.success ? parsed.data : null;
  const requestId = requestIdOf(params);
  const { filters, update } = useResultsAddress();

  const replaceRequestId = (id: string | null) =>
    void navigate(
      { pathname: location.pathname, search: `?${withRequestId(location.search, id)}` },
      { replace: true },
    );

  const start = useStartHotelSearch({
    entryKey: location.key,
    request: search,
    requestId,
    onStarted: (answer) => replaceRequestId(answer.requestId),
  });
  const results = useHotelResults(search && requestId ? getHotelSearchQuery(requestId, filters) : null);

  let body;
  if (!link || !search) {
    body = <SearchProblem title={t('results.pageTitle')} message={t('results.invalidLink')} />;
  } else if (start.error) {
    body = <SearchProblem title={t('results.failed')} message={start.error} />;
  } else if (!requestId || start.starting) {
    body = <HotelResultsSkeleton />;
  } else if (results.phase === 'expired') {
    // Nothing to refresh: the same search from the address starts afresh under a new request id.
    body = (
      <SearchProblem
        title={t('results.expired.title')}
        message={t('results.expired.body')}
        action={{ label: t('results.searchAgain'), onClick: () => replaceRequestId(null) }}
      />
    );
  } else if (results.phase === 'notFound') {
    body = (
      <SearchProblem
        title={t('results.notFound.title')}
        message={t('results.notFound.body')}
        action={{ label: t('results.searchAgain'), onClick: () => replaceRequestId(null) }}
      />
    );
  } else if (results.phase === 'failed') {
    body = (
      <SearchProblem
        title={t('results.failed')}
        message={results.error ?? ''}
        action={{ label: t('results.retry'), onClick: () => window.location.reload() }}
      />
    );
  } else if (results.phase === 'waiting' || !results.results) {
    body = <HotelResultsSkeleton />;
  } else {
    body = (
      <ResultsView
        results={results.results}
        phase={results.phase}
        filters={filters}
        onChange={update}
        refreshing={results.refreshing}
      />
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <PageHeader title={t('results.pageTitle')} />
        {link && search ? (
          <EditSearchBar
            key={requestId ?? 'new'}
            link={link}
            destinationName={results.results?.query.destination.name}
            onSearch={(request, label) => void navigate(hotelResultsUrl(request, label))}
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
