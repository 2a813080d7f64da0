import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useVisaDestinations } from '../api/get-destinations';
import { defaultSearchValues } from '../utils/search-form';
import { visaResultsPath } from '../utils/search-url';
import { VisaSearchForm } from './visa-search-form';
import '../i18n';

/** The search pad's Visa tab (spec §2 /searchpad/visa, SearchVisa): the visa search, opening the results. */
export default function VisaSearchPanel() {
  const { t } = useTranslation('visa');
  const navigate = useNavigate();
  const catalogue = useVisaDestinations();

  if (catalogue.isPending) {
    return <Skeleton height={74} radius="md" aria-label={t('search.loading')} />;
  }
  if (catalogue.isError) {
    return (
      <Alert color="red" role="alert" title={t('search.catalogueFailed')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(catalogue.error, t('search.catalogueFailedBody'))}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void catalogue.refetch()}>
            {t('search.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (catalogue.data.destinations.length === 0) {
    return <Alert color="gray">{t('search.noDestinations')}</Alert>;
  }
  return (
    <VisaSearchForm
      catalogue={catalogue.data}
      initialValues={defaultSearchValues(catalogue.data.nationalities)}
      onSearch={(request) => void navigate(visaResultsPath(request))}
    />
  );
}
