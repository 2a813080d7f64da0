import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { FigureList } from './figure-list';
import { PartPaymentRequestState } from './part-payment-request-state';

/**
 * Part payment: before issuing, what the wallet must pay at least and when the rest falls due; after a partial
 * issue, what was paid and what is still owed. A held booking not offered it shows the request to enable it
 * (its state, and the button to ask when allowed). Nothing when none of these applies.
 */
export function PartialPaymentPanel({
  order,
  mayRequest,
  onRequest,
}: {
  order: FlightOrder;
  /** Whether the user holds EnablePartialPayment. */
  mayRequest: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation('flightOrder');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const currency = order.totals.payable.currency;
  const offer = order.partialPayment;
  const partlyPaid = order.payment.mode === 'Partial';
  // A request matters only while the booking is held: once issued, cancelled or expired it is history.
  const request = order.status === 'OnHold' ? order.partialPaymentRequest : null;
  const canAsk = mayRequest && order.actions.requestPartialPayment;
  if (!offer && !partlyPaid && !request && !canAsk) return null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="partial-title"
    >
      <Title order={2} fz="lg" id="partial-title" mb="xs">
        {t('partial.title')}
      </Title>
      {partlyPaid ? (
        <>
          <FigureList
            rows={[
              { label: t('partial.paid'), value: money(order.payment.paidAmount.amount, currency) },
              {
                label: t('partial.due'),
                value: money(order.payment.dueAmount.amount, currency),
                strong: true,
                color: order.payment.dueAmount.amount > 0 ? 'orange.9' : undefined,
              },
              ...(order.payment.dueAt
                ? [{ label: t('partial.dueDate'), value: time(order.payment.dueAt) }]
                : []),
            ]}
          />
          <Text size="sm" mt="xs">
            {order.payment.dueAmount.amount > 0 ? t('partial.settleHint') : t('partial.settled')}{' '}
            <Anchor component={Link} to="/partial-payment" size="sm">
              {t('partial.link')}
            </Anchor>
          </Text>
        </>
      ) : (
        <PartPaymentRequestState request={request} canAsk={canAsk} onAsk={onRequest} />
      )}
      {!partlyPaid && offer ? (
        <>
          <Text size="sm" mb="xs" mt={request ? 'sm' : 0}>
            {t('partial.offered')}
          </Text>
          <FigureList
            rows={[
              {
                label: t('partial.minimum'),
                value: money(offer.minimumPayable.amount, currency),
                strong: true,
              },
              {
                label: t('partial.rest'),
                value: money(order.totals.payable.amount - offer.minimumPayable.amount, currency),
              },
              { label: t('partial.dueDate'), value: time(offer.dueAt) },
            ]}
          />
        </>
      ) : null}
    </Paper>
  );
}
