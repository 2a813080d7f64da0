import { useState } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZAirSearchRequest } from '@portal/contracts';
import { ModifiableSearch } from '../../../components/flight-search/modifiable-search';
import {
  decodeSearch,
  requestIdOf,
  resultsUrl,
  withRequestId,
} from '../../../components/flight-search/search-url';
import { errorMessage } from '../../../lib/api-errors';
import { refreshAirSearch } from '../api/refresh-air-search';
import { ResultsView } from '../components/results-view';
import { ResultsSkeleton } from '../components/search-loader';
import { SearchProblem } from '../components/search-problem';
import { useSearchStream } from '../hooks/use-search-stream';
import { useStartSearch } from '../hooks/use-start-search';
import '../i18n';

/**
 * /flight-search-result?<search>[&rid=<requestId>]: the search lives in the address. Without a request id the page
 * starts the search and writes its id into the address, so a reload follows the same search until it expires.
 */
export default function FlightResultsPage() {
  const { t } = useTranslation('flightResults');
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const decoded = decodeSearch(params);
  const parsed = decoded ? ZAirSearchRequest.safeParse(decoded) : null;
  const search = parsed?.success ? parsed.data : null;
  const requestId = requestIdOf(params);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);

  const replaceRequestId = (id: string | null) =>
    void navigate(
      { pathname: location.pathname, search: `?${withRequestId(location.search, id)}` },
      { replace: true },
    );

  const start = useStartSearch({
    entryKey: location.key,
    request: search,
    requestId,
    onStarted: (answer) => replaceRequestId(answer.requestId),
  });
  const { state, loadMore, loadingMore } = useSearchStream(requestId);

  // An expired search runs again under a new id; if even its query is gone, it starts afresh from the address.
  const searchAgain = async () => {
    if (!requestId) return;
    setRefreshing(true);
    setRefreshError(null);
    try {
      replaceRequestId((await refreshAirSearch(requestId)).requestId);
    } catch (error) {
      setRefreshError(errorMessage(error));
      replaceRequestId(null);
    } finally {
      setRefreshing(false);
    }
  };

  let body;
  if (!search) {
    body = <SearchProblem title={t('pageTitle')} message={t('invalidLink')} />;
  } else if (start.error) {
    body = <SearchProblem title={t('failed.title')} message={start.error} />;
  } else if (!requestId || start.starting) {
    body = <ResultsSkeleton />;
  } else if (state.phase === 'expired') {
    body = (
      <SearchProblem
        title={t('expired.title')}
        message={t('expired.body')}
        action={{ label: t('searchAgain'), onClick: () => void searchAgain(), loading: refreshing }}
      />
    );
  } else if (state.phase === 'notFound') {
    body = (
      <SearchProblem
        title={t('notFound.title')}
        message={t('notFound.body')}
        action={{ label: t('searchAgain'), onClick: () => replaceRequestId(null) }}
      />
    );
  } else if (state.phase === 'failed') {
    body = (
      <SearchProblem
        title={t('failed.title')}
        message={state.error ?? refreshError ?? ''}
        action={{ label: t('failed.retry'), onClick: () => window.location.reload() }}
      />
    );
  } else {
    body = (
      <ResultsView
        key={requestId}
        requestId={requestId}
        search={search}
        stream={state}
        loadMore={() => void loadMore()}
        loadingMore={loadingMore}
        twoOneWayUrl={`/two-one-way${location.search}`}
      />
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} fz={22}>
          {t('pageTitle')}
        </Title>
        {decoded && search ? (
          <ModifiableSearch
            key={location.search.replace(/&?rid=[^&]*/, '')}
            search={decoded}
            onSearch={(request) => void navigate(resultsUrl(request))}
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
