import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canTransition, type AfterSalesRequest, type OperatorQuoteBody } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useAfterSalesRequest } from '../api/after-sales-request';
import { useAssignAfterSalesRequest } from '../api/assign-after-sales-request';
import { useAutomaticAmounts } from '../api/automatic-amounts';
import { useDecideAfterSalesRequest } from '../api/decide-after-sales-request';
import { useQuoteAfterSalesRequest } from '../api/quote-after-sales-request';
import { CompleteRequestModal, RejectRequestModal } from '../components/after-sales-decision-modals';
import { AfterSalesHistory } from '../components/after-sales-history';
import { RequestModeBadge, RequestStatusBadge } from '../components/after-sales-parts';
import { AfterSalesQuotes } from '../components/after-sales-quote';
import {
  AfterSalesJourneys,
  AfterSalesPassengers,
  AfterSalesRequestFacts,
} from '../components/after-sales-request-facts';
import { OperatorQuoteForm } from '../components/operator-quote-form';
import '../after-sales-i18n';
import '../i18n';
import { UnavailableDetail } from '../../../components/unavailable-detail';

const quotable = (request: AfterSalesRequest) =>
  request.mode === 'Manual' && canTransition('Quote', request.status);

/** What the request waits for now, in a sentence. */
function useNextStep() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const time = useTenantDateTime();
  const money = useLedgerMoney();
  return (request: AfterSalesRequest): string => {
    switch (request.status) {
      // A visa application's status, never an after-sales request's.
      case 'CorrectionAsked':
      case 'Requested':
        return request.mode === 'Manual' ? t('next.toQuote') : t('next.airlineQuotes');
      case 'Quoted':
        return t('next.withAgency', { time: request.quote ? time(request.quote.expiresAt) : '' });
      // Reserved, DepositPaid, Named: a special-fare reservation's statuses, never an after-sales request's.
      case 'Accepted':
      case 'Reserved':
      case 'DepositPaid':
      case 'Named':
        return t('next.accepted');
      case 'InProcess':
        return t('next.inProcess');
      case 'Expired':
        return request.mode === 'Manual' ? t('next.expiredManual') : t('next.expiredAutomatic');
      case 'Completed':
        return request.settled
          ? t('next.completed', { amount: money(request.settled.amount, request.settled.currency) })
          : t('next.completedNothing');
      case 'Rejected':
        return t('next.rejected');
      case 'Cancelled':
      case 'Released':
        return t('next.cancelled');
    }
  };
}

/**
 * /backoffice/after-sales/:reference: one void or refund request as the operators work it. Everything the request
 * carries (tickets, journeys, reason, quotes, history), taking or releasing it, a manual quote started from the
 * airline's figures, and the decisions: Complete once the airline's desk has acted on an accepted request, or
 * Reject with a reason. When another operator or the agency moved it first (409), the message shows and the
 * request is read again.
 */
export default function AfterSalesRequestPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const { reference = '' } = useParams();
  const location = useLocation();
  const query = useAfterSalesRequest(reference);
  const request = query.data;
  const context = useUserContext();
  const assign = useAssignAfterSalesRequest();
  const quote = useQuoteAfterSalesRequest();
  const decide = useDecideAfterSalesRequest();
  const submissions = useSubmissionKeys();
  const nextStep = useNextStep();
  const money = useLedgerMoney();
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<'Complete' | 'Reject' | null>(null);
  const [requoting, setRequoting] = useState(false);

  const canQuote = request !== undefined && quotable(request);
  const showQuoteForm = canQuote && (request.status !== 'Quoted' || requoting);
  const automatic = useAutomaticAmounts(reference, showQuoteForm);

  const queueSearch = (location.state as { queueSearch?: string } | null)?.queueSearch;
  const backTo = `/backoffice/after-sales${queueSearch ?? (request ? `?kind=${request.kind}` : '')}`;
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      {t('request.back')}
    </Anchor>
  );

  /** A refusal because the request moved on: say so above the request and read it again. */
  const movedOn = (error: unknown): boolean => {
    if (!isHttpStatus(error, 409)) return false;
    setNotice(errorMessage(error));
    setDeciding(null);
    setRequoting(false);
    void query.refetch();
    return true;
  };

  if (query.isPending) return <Loader aria-label={t('request.loading')} />;
  if (!request) {
    return (
      <UnavailableDetail
        back={back}
        error={query.error}
        notFound={t('request.notFound', { reference })}
        failed={t('request.loadFailed')}
        retry={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const me = context.data ? `${context.data.firstName} ${context.data.lastName}`.trim() : null;
  const mine = request.assignee !== null && request.assignee === me;
  const canAssign = canTransition('Assign', request.status);
  const canComplete = request.status === 'InProcess';
  const canReject = canTransition('Reject', request.status);
  const currency = automatic.data?.total.currency ?? request.quote?.total.currency ?? 'BDT';

  const takeOrRelease = async () => {
    setNotice(null);
    try {
      const updated = await assign.mutateAsync({ reference: request.reference, assignToMe: !mine });
      showToast({
        message: t(mine ? 'assign.released' : 'assign.taken', { reference: updated.reference }),
        color: 'green',
      });
    } catch (error) {
      if (!movedOn(error)) setNotice(errorMessage(error));
    }
  };

  const sendQuote = async (body: OperatorQuoteBody): Promise<boolean> => {
    setProblem(null);
    setNotice(null);
    try {
      const updated = await quote.mutateAsync(body);
      showToast({
        message: t('quoteForm.sent', { reference: updated.reference, agency: updated.agencyName }),
        color: 'green',
      });
      setRequoting(false);
      return true;
    } catch (error) {
      if (movedOn(error)) return true;
      setProblem(errorMessage(error));
      return false;
    }
  };

  const sendDecision = async (decision: 'Complete' | 'Reject', note: string) => {
    const body = { reference: request.reference, decision, note };
    setProblem(null);
    setNotice(null);
    try {
      const updated = await decide.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      setDeciding(null);
      showToast(
        decision === 'Complete'
          ? {
              message: updated.settled
                ? t('decide.completed', {
                    reference: updated.reference,
                    agency: updated.agencyName,
                    amount: money(updated.settled.amount, updated.settled.currency),
                  })
                : t('decide.completedNothing', { reference: updated.reference }),
              color: 'green',
            }
          : { message: t('decide.rejected', { reference: updated.reference }), color: 'orange' },
      );
    } catch (error) {
      submissions.settle(error);
      if (movedOn(error)) return;
      setProblem(isInDoubt(error) ? t('decide.inDoubt') : errorMessage(error));
    }
  };

  const decisions = canComplete || canReject;

  return (
    <Stack gap="md">
      {back}
      <Stack gap={6}>
        <PageHeader
          title={t('request.title', { kind: t(`kinds.${request.kind}`), reference: request.reference })}
          actions={
            canAssign ? (
              <Group gap="xs" align="center">
                <Text size="sm" c="dimmed">
                  {mine
                    ? t('assign.yours')
                    : request.assignee
                      ? t('assign.theirs', { name: request.assignee })
                      : t('assign.nobody')}
                </Text>
                <Button
                  variant={mine ? 'default' : 'filled'}
                  loading={assign.isPending}
                  onClick={() => void takeOrRelease()}
                >
                  {mine ? t('assign.release') : request.assignee ? t('assign.takeOver') : t('assign.take')}
                </Button>
              </Group>
            ) : undefined
          }
        />
        <Group gap="xs">
          <RequestStatusBadge status={request.status} />
          <RequestModeBadge mode={request.mode} />
          {query.isFetching ? <Loader size="xs" aria-label={t('request.loading')} /> : null}
        </Group>
      </Stack>
      <Text size="sm" role="status">
        {nextStep(request)}
      </Text>
      {notice ? (
        <Alert
          color="orange"
          role="alert"
          withCloseButton
          closeButtonLabel={t('request.dismiss')}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      ) : null}
      <AfterSalesRequestFacts request={request} />
      {canQuote && !showQuoteForm ? (
        <Group>
          <Button variant="light" onClick={() => setRequoting(true)}>
            {t('quoteForm.replace')}
          </Button>
        </Group>
      ) : null}
      {showQuoteForm && automatic.isPending ? <Loader aria-label={t('quoteForm.reading')} /> : null}
      {showQuoteForm && !automatic.isPending ? (
        <OperatorQuoteForm
          request={request}
          automatic={automatic.data}
          automaticProblem={
            automatic.isError ? errorMessage(automatic.error, t('quoteForm.automaticUnread')) : null
          }
          currency={currency}
          problem={problem}
          onSend={sendQuote}
          onReview={() => setProblem(null)}
        />
      ) : null}
      {decisions ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="decision-title">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" id="decision-title">
                {t('decide.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {canComplete ? t('decide.introComplete') : t('decide.introReject')}
              </Text>
            </Stack>
            <Group gap="xs">
              {canComplete ? (
                <Button
                  color="green"
                  autoContrast
                  onClick={() => {
                    setProblem(null);
                    setDeciding('Complete');
                  }}
                >
                  {t('decide.complete')}
                </Button>
              ) : null}
              {canReject ? (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => {
                    setProblem(null);
                    setDeciding('Reject');
                  }}
                >
                  {t('decide.reject')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <AfterSalesPassengers request={request} />
            <AfterSalesJourneys request={request} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AfterSalesQuotes request={request} />
        </Grid.Col>
      </Grid>
      <AfterSalesHistory request={request} />
      <CompleteRequestModal
        request={request}
        opened={deciding === 'Complete'}
        onClose={() => setDeciding(null)}
        onComplete={(note) => sendDecision('Complete', note)}
        problem={problem}
      />
      <RejectRequestModal
        request={request}
        opened={deciding === 'Reject'}
        onClose={() => setDeciding(null)}
        onReject={(reason) => sendDecision('Reject', reason)}
        problem={problem}
      />
    </Stack>
  );
}
