import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { SearchProblem } from '../../../components/search-problem';
import { errorMessage } from '../../../lib/api-errors';
import { useVisaDestinations } from '../api/get-destinations';
import { useVisaSearch } from '../api/search-visa';
import { OfferCard } from '../components/offer-card';
import { SearchSummary } from '../components/search-summary';
import { searchFromAddress, visaBookingPath, visaResultsPath, VisaPages } from '../utils/search-url';
import '../i18n';

/**
 * /visa-search-result?nationality&destination&type&date&adults&children&infants (SearchVisa): the search lives in
 * the address. The visas on sale for the passport and destination, cheapest first, each with its fees apart, its
 * documents and Apply. A failed search shows no results, only why.
 */
export default function VisaSearchResultPage() {
  const { t } = useTranslation('visa');
  const location = useLocation();
  const navigate = useNavigate();
  const request = searchFromAddress(new URLSearchParams(location.search));
  const catalogue = useVisaDestinations();
  const search = useVisaSearch(request);
  const back = { to: VisaPages.searchpad, label: t('results.backToSearchpad') };

  let body;
  if (!request) {
    body = <SearchProblem title={t('results.title')} message={t('results.invalidLink')} back={back} />;
  } else if (search.isPending) {
    body = (
      <Stack gap="md" role="status" aria-label={t('results.loading')}>
        <Text size="sm" c="dimmed">
          {t('results.loading')}
        </Text>
        {[0, 1].map((row) => (
          <Skeleton key={row} height={260} radius="md" />
        ))}
      </Stack>
    );
  } else if (search.isError) {
    body = (
      <SearchProblem
        title={t('results.failed')}
        message={errorMessage(search.error, t('results.failedBody'))}
        action={{
          label: t('results.retry'),
          onClick: () => void search.refetch(),
          loading: search.isFetching,
        }}
        back={back}
      />
    );
  } else if (search.data.offers.length === 0) {
    body = <SearchProblem title={t('results.noneTitle')} message={t('results.none')} back={back} />;
  } else {
    body = (
      <Stack gap="md" component="section" aria-label={t('results.listLabel')}>
        <Text size="sm" c="dimmed" role="status">
          {t('results.count', { count: search.data.offers.length })}
        </Text>
        {search.data.offers.map((offer) => (
          <OfferCard
            key={offer.productId}
            offer={offer}
            applyTo={visaBookingPath(offer.productId, request)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('results.title')} />
        {request ? (
          <SearchSummary
            request={request}
            catalogue={catalogue.data}
            onSearch={(next) => void navigate(visaResultsPath(next))}
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
