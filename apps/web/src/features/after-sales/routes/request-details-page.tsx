import { Alert, Anchor, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterSalesRequestPagePath, type AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { errorMessage } from '../../../lib/api-errors';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useAfterSalesRequest } from '../api/get-request';
import { ExchangeSummaryTickets } from '../components/exchange-summary-tickets';
import { PageLoading, PageProblem } from '../components/page-states';
import { QuotePanel } from '../components/quote-panel';
import { RequestHeader } from '../components/request-header';
import { RequestHistory } from '../components/request-history';
import { RequestPassengers } from '../components/request-passengers';
import { RequestState } from '../components/request-state';
import { isClosed } from '../utils/request-actions';
import '../i18n';

/**
 * /flight-void-details, /flight-refund-details and /flight-exchange-details?reference= (spec §2; where the header search leads a
 * request's reference): the record of a request: what was done to which tickets, the quote it ended with, what
 * reached the wallet, and its history. A request still open says so and leads to its page to act on it.
 */
export default function RequestDetailsPage({ kind }: { kind: AfterSalesPageKind }) {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const request = useAfterSalesRequest(kind, reference);
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  const data = request.data;

  let body;
  if (!reference) {
    body = <PageProblem title={t('page.problemTitle')} message={t('page.noReference')} />;
  } else if (request.isPending) {
    body = <PageLoading text={t('page.loading')} />;
  } else if (request.isError) {
    body = <PageProblem title={t('page.problemTitle')} message={errorMessage(request.error)} />;
  } else if (data) {
    body = (
      <Stack gap="md">
        <RequestHeader
          request={data}
          eyebrow={t(`page.detailsEyebrow.${kind}`)}
          canOpenOrder={canOpen(functionalities, '/flight-order')}
        />
        <RequestState request={data} />
        {isClosed(data) ? null : (
          <Alert color="blue" variant="light">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm">{t('page.stillOpen')}</Text>
              <Anchor
                component={Link}
                to={afterSalesRequestPagePath(kind, 'view', data.reference)}
                size="sm"
                fw={700}
              >
                {t('page.toView', { reference: data.reference })}
              </Anchor>
            </Group>
          </Alert>
        )}
        {kind === 'Exchange' ? <ExchangeSummaryTickets reference={data.reference} /> : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {data.quote ? (
              <QuotePanel
                request={data}
                quote={data.quote}
                title={data.status === 'Completed' ? t('quote.acceptedTitle') : t('quote.title')}
                live={false}
              />
            ) : (
              <Alert color="gray" variant="light">
                {t('quote.none')}
              </Alert>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RequestPassengers request={data} />
          </Grid.Col>
        </Grid>
        <RequestHistory history={data.history} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {data ? null : (
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {t(`page.detailsTitle.${kind}`)}
        </Title>
      )}
      {body}
    </Container>
  );
}
