import { useState } from 'react';
import { Alert, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  hasFunctionality,
  OnlineIssueResultCodes,
  OrderMessage,
  type FlightOrder,
  type OnlineIssueResultCode,
} from '@portal/contracts';
import { TicketsPanel } from '../../../components/after-sales/tickets-panel';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { useUserContext } from '../../../lib/session/user-context';
import { showToast } from '../../../lib/toasts';
import { useFlightOrder } from '../api/get-order';
import { AdditionalMessage } from '../components/additional-message';
import { useRefreshTimeLimit } from '../api/time-limit-extension';
import { CancelOrderModal } from '../components/cancel-order-modal';
import { ExtendTimeLimitModal } from '../components/extend-time-limit-modal';
import { FareSummaryPanel } from '../components/fare-summary-panel';
import { HistoryDrawer } from '../components/history-drawer';
import { IssueTicketModal } from '../components/issue-ticket-modal';
import { ItineraryPanel } from '../components/itinerary-panel';
import { OnlinePaymentNotice } from '../components/online-payment-notice';
import { OrderActions } from '../components/order-actions';
import { OrderSummary } from '../components/order-summary';
import { PartialPaymentPanel } from '../components/partial-payment-panel';
import { PassengersPanel } from '../components/passengers-panel';
import { RequestPartPaymentModal } from '../components/request-part-payment-modal';
import { orderLoadProblem } from '../utils/order-load-problem';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { errorMessage } from '../../../lib/api-errors';
import '../i18n';
import '../extras-i18n';
import '../part-request-i18n';

/**
 * /flight-order?reference= (spec §2 "Flight order", ViewBooking): one order with its status, time limit,
 * itinerary, travellers and fare, and the actions its status and the user's permissions allow: issue from the
 * wallet or paying online (coming back here from the checkout with ?paymentId=&code=), cancel a hold, extend or
 * re-read its time limit, print its documents, read its booking history and its travellers' services; once
 * ticketed, void or refund its tickets (the tickets panel, leading to the after-sales pages).
 */
export default function FlightOrderPage() {
  const { t } = useTranslation('flightOrder');
  const { t: tx } = useTranslation('flightOrderExtras');
  const { t: tp } = useTranslation('flightOrderPartRequest');
  const time = useTenantDateTime();
  const refreshTimeLimit = useRefreshTimeLimit();
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  // Back from the checkout of an online issue: which payment, and how the payer left the checkout.
  const resultCode = params.get('paymentId')
    ? OnlineIssueResultCodes.find((code): code is OnlineIssueResultCode => code === params.get('code'))
    : undefined;
  const dismissResult = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paymentId');
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  const order = useFlightOrder(reference);
  const user = useUserContext();
  const airlineName = useAirlineNames();
  const [open, setOpen] = useState<'issue' | 'cancel' | 'history' | 'extend' | 'partRequest' | null>(null);
  const functionalities = user.data?.functionalities ?? [];
  const allowed = {
    issue: hasFunctionality(functionalities, 'IssueTicket'),
    cancel: hasFunctionality(functionalities, 'CancelTicket'),
    print: hasFunctionality(functionalities, 'PrintTicket'),
    history: hasFunctionality(functionalities, 'BookingHistory'),
    extend: hasFunctionality(functionalities, 'ExtendTimeLimit'),
  };
  const mayRequestPart = hasFunctionality(functionalities, 'EnablePartialPayment');

  const rereadTimeLimit = (orderReference: string) =>
    refreshTimeLimit.mutate(orderReference, {
      onSuccess: ({ order: next, changed }) => {
        const at = next.timeLimit ? time(next.timeLimit) : t('summary.none');
        showToast({
          color: 'green',
          message: tx(changed ? 'refresh.changed' : 'refresh.unchanged', { time: at }),
        });
      },
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, tx('refresh.failed')) }),
    });

  const issued = (next: FlightOrder) => {
    if (next.status === 'Confirmed')
      showToast({ color: 'green', message: t('issue.issued', { reference: next.orderReference }) });
  };

  let body;
  if (!reference) {
    body = <Alert color="red">{t('noReference')}</Alert>;
  } else if (order.isPending) {
    body = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('loading')}</Text>
      </Group>
    );
  } else if (order.isError) {
    const problem = orderLoadProblem(order.error, OrderMessage.notFound);
    body = problem ? (
      <Alert color="red" role="alert" title={t('loadFailedTitle')}>
        {problem}
      </Alert>
    ) : null;
  } else {
    const data = order.data;
    body = (
      <Stack gap="md">
        {resultCode ? (
          <OnlinePaymentNotice
            order={data}
            code={resultCode}
            canReadHistory={allowed.history}
            onDismiss={dismissResult}
          />
        ) : null}
        <OrderSummary
          order={data}
          airlineName={airlineName}
          onTimeLimitLapsed={() => void order.refetch()}
          onRefreshTimeLimit={() => rereadTimeLimit(data.orderReference)}
          refreshingTimeLimit={refreshTimeLimit.isPending}
        />
        {data.status === 'InProgress' ? (
          <Alert color="blue" role="status" title={t('inProgress.title')}>
            {t('inProgress.body')}
          </Alert>
        ) : null}
        <OrderActions
          order={data}
          allowed={allowed}
          onIssue={() => setOpen('issue')}
          onCancel={() => setOpen('cancel')}
          onHistory={() => setOpen('history')}
          onExtend={() => setOpen('extend')}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ItineraryPanel order={data} airlineName={airlineName} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <FareSummaryPanel order={data} />
              <PartialPaymentPanel
                order={data}
                mayRequest={mayRequestPart}
                onRequest={() => setOpen('partRequest')}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <PassengersPanel
          order={data}
          showPassport={hasFunctionality(functionalities, 'ShowPassportVisa')}
          showServiceHistory={hasFunctionality(functionalities, 'SSRHistory')}
        />
        {data.status === 'Confirmed' ? <TicketsPanel orderReference={data.orderReference} /> : null}
        <AdditionalMessage order={data} />
        {allowed.issue ? (
          <IssueTicketModal
            order={data}
            opened={open === 'issue'}
            onClose={() => setOpen(null)}
            onIssued={issued}
          />
        ) : null}
        {allowed.cancel ? (
          <CancelOrderModal
            order={data}
            opened={open === 'cancel'}
            onClose={() => setOpen(null)}
            onCancelled={() =>
              showToast({ color: 'green', message: t('cancel.done', { reference: data.orderReference }) })
            }
          />
        ) : null}
        {allowed.extend ? (
          <ExtendTimeLimitModal
            order={data}
            opened={open === 'extend'}
            onClose={() => setOpen(null)}
            onExtended={(next) =>
              showToast({
                color: 'green',
                message: tx('extend.done', {
                  time: next.timeLimit ? time(next.timeLimit) : t('summary.none'),
                }),
              })
            }
          />
        ) : null}
        {mayRequestPart ? (
          <RequestPartPaymentModal
            order={data}
            opened={open === 'partRequest'}
            onClose={() => setOpen(null)}
            onRequested={(next) =>
              showToast({ color: 'green', message: tp('modal.sent', { reference: next.orderReference }) })
            }
          />
        ) : null}
        {allowed.history ? (
          <HistoryDrawer
            orderReference={data.orderReference}
            opened={open === 'history'}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {order.data ? null : (
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {t('title')}
        </Title>
      )}
      {body}
    </Container>
  );
}
