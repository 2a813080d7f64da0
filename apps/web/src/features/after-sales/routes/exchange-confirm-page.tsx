import { useState } from 'react';
import { Alert, Anchor, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExchangeVerification } from '@portal/contracts';
import { afterSalesRequestPagePath, exchangeStepPath } from '../../../lib/after-sales-paths';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import {
  useApproveExchange,
  useExchangeItinerary,
  useExchangeSummary,
  useVerifyExchange,
} from '../api/exchange';
import { useAfterSalesRequest } from '../api/get-request';
import { ConfirmModal } from '../components/confirm-modal';
import { ExchangeOptionCard, useExchangeTotal } from '../components/exchange-option-card';
import { ExchangeTickets } from '../components/exchange-tickets';
import { PageLoading, PageProblem } from '../components/page-states';
import { QuotePanel } from '../components/quote-panel';
import { RequestPassengers } from '../components/request-passengers';
import '../i18n';

/**
 * /flight-exchange-confirm?reference= (spec §2): the option chosen and its itemised quote per passenger (fare and
 * tax difference, the airline's change fee, residual value, service fee) with the total paid from the wallet or
 * credited to it and the time left; the agent checks the flights still sell, then approves (asked again in a dialog,
 * sent once under an Idempotency-Key), and sees the new tickets.
 */
export default function ExchangeConfirmPage() {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const request = useAfterSalesRequest('Exchange', reference);
  const summary = useExchangeSummary(reference);
  const verify = useVerifyExchange();
  const approve = useApproveExchange();
  const submissions = useSubmissionKeys();
  const totalText = useExchangeTotal();
  const money = useLedgerMoney();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<ExchangeVerification | null>(null);
  const data = request.data;
  const quote = data?.quote ?? null;
  const itinerary = useExchangeItinerary(reference, summary.data?.option?.optionId ?? null);
  const legs = itinerary.data?.legs ?? {};

  const check = async () => {
    if (!data || !quote) return;
    setProblem(null);
    try {
      setVerified(await verify.mutateAsync({ reference: data.reference, quoteId: quote.quoteId }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const run = async () => {
    if (!data || !quote) return;
    const body = { reference: data.reference, quoteId: quote.quoteId };
    setProblem(null);
    try {
      await approve.mutateAsync({
        body,
        orderReference: data.orderReference,
        idempotencyKey: submissions.keyFor(body),
      });
      submissions.settle();
      setAsking(false);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('actions.inDoubt') : errorMessage(error));
    }
  };

  let body;
  if (!reference) {
    body = <PageProblem title={t('page.problemTitle')} message={t('page.noReference')} />;
  } else if (request.isPending || summary.isPending) {
    body = <PageLoading text={t('page.loading')} />;
  } else if (request.isError || summary.isError) {
    body = (
      <PageProblem title={t('page.problemTitle')} message={errorMessage(request.error ?? summary.error)} />
    );
  } else if (data && summary.data) {
    const live = data.status === 'Quoted' && quote?.state === 'Current';
    const done = data.status === 'Completed' || data.status === 'InProcess';
    const option = summary.data.option;
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('exchange.confirm.intro', { reference: data.reference, booking: data.orderReference })}
        </Text>
        {done ? (
          <Alert color="green" role="status" data-testid="exchange-done">
            {data.status === 'Completed' && data.settled
              ? t(
                  data.settled.amount < 0
                    ? 'exchange.confirm.completedPaid'
                    : 'exchange.confirm.completedCredited',
                  {
                    reference: data.reference,
                    amount: money(Math.abs(data.settled.amount), data.settled.currency),
                  },
                )
              : t('actions.done.inProcess', { reference: data.reference })}
          </Alert>
        ) : null}
        {done ? <ExchangeTickets summary={summary.data} /> : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {option ? <ExchangeOptionCard option={option} legs={legs} /> : null}
              {quote ? (
                <QuotePanel
                  request={data}
                  quote={quote}
                  title={t('quote.title')}
                  live={live}
                  onLapsed={() => void request.refetch()}
                />
              ) : (
                <Alert color="gray" variant="light">
                  {t('quote.none')}
                </Alert>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <RequestPassengers request={data} />
          </Grid.Col>
        </Grid>
        {verified ? (
          <Alert
            color={verified.available && !verified.priceChanged ? 'green' : 'yellow'}
            role="status"
            data-testid="exchange-verified"
          >
            {verified.available
              ? verified.priceChanged
                ? t('exchange.confirm.priceChanged')
                : t('exchange.confirm.available', { count: verified.seatsRemaining })
              : (verified.message ?? t('exchange.confirm.gone'))}
          </Alert>
        ) : null}
        {problem && !asking ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {live && quote ? (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Group gap="sm" justify="flex-end" wrap="wrap">
              <Anchor
                component={Link}
                to={exchangeStepPath('searchResult', data.reference)}
                size="sm"
                mr="auto"
              >
                {t('exchange.confirm.otherFlights')}
              </Anchor>
              <Button variant="default" onClick={() => void check()} loading={verify.isPending}>
                {t('exchange.confirm.verify')}
              </Button>
              <Button
                onClick={() => {
                  setProblem(null);
                  setAsking(true);
                }}
                disabled={verified !== null && !verified.available}
              >
                {t('exchange.confirm.approve')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <Anchor
          component={Link}
          to={afterSalesRequestPagePath('Exchange', done ? 'details' : 'view', data.reference)}
          size="sm"
        >
          {done ? t('page.toDetails') : t('exchange.toRequest', { reference: data.reference })}
        </Anchor>
        <ConfirmModal
          opened={asking}
          title={t('actions.acceptTitle', { reference: data.reference })}
          confirm={t('exchange.confirm.approveConfirm')}
          keep={t('actions.keep')}
          busy={approve.isPending}
          problem={problem}
          onConfirm={() => void run()}
          onClose={() => {
            if (approve.isPending) return;
            setAsking(false);
            setProblem(null);
          }}
        >
          <Text size="sm">
            {t('actions.acceptBody.Exchange', {
              names: data.passengers.map((passenger) => passenger.name).join(', '),
            })}
          </Text>
          {quote ? (
            <Text size="sm" fw={700} data-testid="accept-total">
              {totalText(quote.total)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('actions.final')}
          </Text>
        </ConfirmModal>
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
        {t('exchange.confirm.title')}
      </Title>
      {body}
    </Container>
  );
}
