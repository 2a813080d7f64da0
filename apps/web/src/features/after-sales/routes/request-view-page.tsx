import { Anchor, Container, Grid, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { afterSalesRequestPagePath, type AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { errorMessage } from '../../../lib/api-errors';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useAfterSalesRequest } from '../api/get-request';
import { ExchangeNextStep } from '../components/exchange-next-step';
import { ExchangeSummaryTickets } from '../components/exchange-summary-tickets';
import { PageLoading, PageProblem } from '../components/page-states';
import { PastQuotes } from '../components/past-quotes';
import { QuotePanel } from '../components/quote-panel';
import { RequestActions } from '../components/request-actions';
import { RequestHeader } from '../components/request-header';
import { RequestHistory } from '../components/request-history';
import { RequestPassengers } from '../components/request-passengers';
import { RequestState } from '../components/request-state';
import { KindCalls } from '../utils/kinds';
import { isClosed } from '../utils/request-actions';
import '../i18n';

/**
 * /flight-void-request-view, /flight-refund-request-view and /flight-exchange-request-view?reference= (spec §2): one request as it
 * stands: its status, the itemised quote with the total credited and the time left to accept it, what the agency
 * can do now (accept, decline, cancel, ask for a new quote), its passengers and its history.
 */
export default function RequestViewPage({ kind }: { kind: AfterSalesPageKind }) {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const request = useAfterSalesRequest(kind, reference);
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  const mayAct = user.data !== undefined && hasFunctionality(functionalities, KindCalls[kind].act);
  const data = request.data;

  let body;
  if (!reference) {
    body = <PageProblem title={t('page.problemTitle')} message={t('page.noReference')} />;
  } else if (request.isPending) {
    body = <PageLoading text={t('page.loading')} />;
  } else if (request.isError) {
    body = <PageProblem title={t('page.problemTitle')} message={errorMessage(request.error)} />;
  } else if (data) {
    const live = data.status === 'Quoted' && data.quote?.state === 'Current';
    body = (
      <Stack gap="md">
        <RequestHeader
          request={data}
          eyebrow={t(`page.viewEyebrow.${kind}`)}
          canOpenOrder={canOpen(functionalities, '/flight-order')}
        />
        <RequestState request={data} />
        <ExchangeNextStep request={data} mayAct={mayAct} />
        {kind === 'Exchange' && data.status === 'Completed' ? (
          <ExchangeSummaryTickets reference={data.reference} />
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {data.quote ? (
                <QuotePanel
                  request={data}
                  quote={data.quote}
                  title={t('quote.title')}
                  live={live}
                  onLapsed={() => void request.refetch()}
                />
              ) : null}
              {mayAct ? <RequestActions kind={kind} request={data} /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RequestPassengers request={data} />
          </Grid.Col>
        </Grid>
        <PastQuotes request={data} />
        <RequestHistory history={data.history} />
        {isClosed(data) ? (
          <Anchor component={Link} to={afterSalesRequestPagePath(kind, 'details', data.reference)} size="sm">
            {t('page.toDetails')}
          </Anchor>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {data ? null : (
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {t(`page.viewTitle.${kind}`)}
        </Title>
      )}
      {body}
    </Container>
  );
}
