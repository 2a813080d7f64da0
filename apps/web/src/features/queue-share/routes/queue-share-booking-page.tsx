import { Alert, Button, Container, Group, Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ImportPnrOrderDetails, ImportPnrRequest } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useSubmissionKeys } from '../../../lib/submission-key';
import { useCreateImportPnrOrder } from '../api/create-import-pnr-order';
import { useImportPnrOrderDetails } from '../api/get-import-pnr-order-details';
import { PnrFareSummary } from '../components/pnr-fare-summary';
import { PnrFlights } from '../components/pnr-flights';
import { PnrOverview } from '../components/pnr-overview';
import { PnrTravellers } from '../components/pnr-travellers';
import { queueShareSourceName } from '../utils/queue-share-source';
import { flightOrderUrl, importRequestFrom, QueueSharePath } from '../utils/queue-share-url';
import '../i18n';

/**
 * /queue-share-booking?source&pnr (spec §2, ImportPnr): the booking retrieved from the agency's GDS queue — its
 * travellers, flights, fare and time limit — and "Import booking", which makes it an order on hold and opens it.
 */
export default function QueueShareBookingPage() {
  const { t } = useTranslation('queueShare');
  const [params] = useSearchParams();
  const request = importRequestFrom(params);
  const details = useImportPnrOrderDetails(request);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader
          title={t('page.title')}
          intro={
            request
              ? t('page.subtitle', { pnr: request.pnr, source: queueShareSourceName(request.source) })
              : null
          }
        />
        {!request ? (
          <Problem message={t('page.badLink')} />
        ) : details.isPending ? (
          <Group gap="sm" role="status" py="xl" justify="center">
            <Loader size="sm" />
            <Text>{t('page.loading')}</Text>
          </Group>
        ) : details.isError ? (
          <Problem message={errorMessage(details.error, t('page.loadFailed'))} />
        ) : (
          <RetrievedBooking request={request} details={details.data} />
        )}
      </Stack>
    </Container>
  );
}

function Problem({ message }: { message: string }) {
  const { t } = useTranslation('queueShare');
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
      <Button component={Link} to={QueueSharePath} variant="default">
        {t('page.back')}
      </Button>
    </Stack>
  );
}

function RetrievedBooking({
  request,
  details,
}: {
  request: ImportPnrRequest;
  details: ImportPnrOrderDetails;
}) {
  const { t } = useTranslation('queueShare');
  const navigate = useNavigate();
  const create = useCreateImportPnrOrder();
  const keys = useSubmissionKeys();

  const importBooking = () => {
    create.mutate(
      { body: request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: ({ order }) => {
          keys.settle();
          void navigate(flightOrderUrl(order.orderReference));
        },
        onError: (error) => keys.settle(error),
      },
    );
  };

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay
        visible={create.isPending}
        zIndex={10}
        loaderProps={{
          children: (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text fw={600}>{t('page.importing')}</Text>
            </Group>
          ),
        }}
      />
      <PnrOverview details={details} />
      {details.status !== 'Held' ? (
        <Alert color="orange" variant="light" title={t('page.notImportable')} role="alert">
          {t(`refusal.${details.status}`)}
        </Alert>
      ) : null}
      <PnrTravellers passengers={details.passengers} />
      <PnrFlights details={details} />
      <PnrFareSummary details={details} />
      {create.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(create.error, t('page.importFailed'))}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button component={Link} to={QueueSharePath} variant="default">
          {t('page.back')}
        </Button>
        <Button onClick={importBooking} disabled={!details.importable} loading={create.isPending}>
          {t('page.import')}
        </Button>
      </Group>
    </Stack>
  );
}
