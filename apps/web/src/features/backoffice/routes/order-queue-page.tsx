import { useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompleteOrderRequest, FailOrderRequest, QueueOrder } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCompleteOrder, useFailOrder } from '../api/decide-in-progress-order';
import { useInProgressOrders } from '../api/in-progress-orders';
import { CompleteOrderModal } from '../components/complete-order-modal';
import { FailOrderModal } from '../components/fail-order-modal';
import { InProgressOrdersTable } from '../components/in-progress-orders-table';
import '../i18n';
import '../order-queue-i18n';

/**
 * /backoffice/orders: the tenant's orders whose ticketing answer never arrived (InProgress). An operator checks
 * each with the airline and completes it (its tickets are stored, the order is Confirmed) or fails it (the PNR is
 * cancelled if still held and the wallet refunded, once however often the failure is sent).
 */
export default function OrderQueuePage() {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const queue = useInProgressOrders();
  const completeOrder = useCompleteOrder();
  const failOrder = useFailOrder();
  const submissions = useSubmissionKeys();
  const [completing, setCompleting] = useState<QueueOrder | null>(null);
  const [failing, setFailing] = useState<QueueOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const orders = queue.data?.orders;

  const confirmComplete = async (body: CompleteOrderRequest) => {
    setProblem(null);
    try {
      const order = await completeOrder.mutateAsync(body);
      showToast({ message: t('orderQueue.completed', { reference: order.orderReference }), color: 'green' });
      setCompleting(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const confirmFail = async (body: FailOrderRequest) => {
    if (!failing) return;
    const refunded = money(failing.paidAmount.amount, failing.paidAmount.currency);
    setProblem(null);
    try {
      const order = await failOrder.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({
        message: t('orderQueue.failed', {
          reference: order.orderReference,
          agency: order.agencyName,
          amount: refunded,
        }),
        color: 'orange',
      });
      setFailing(null);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('orderQueue.inDoubt') : errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('orderQueue.title')} intro={t('orderQueue.intro')} introWidth={680} />
      {orders ? (
        <Group gap="xs">
          {queue.isFetching ? <Loader size="xs" /> : null}
          <Text size="sm" c="dimmed" role="status">
            {t('orderQueue.total', { count: orders.length })}
          </Text>
        </Group>
      ) : null}
      {queue.isPending ? <Loader aria-label={t('orderQueue.loading')} /> : null}
      {queue.isError && !orders ? (
        <LoadFailedAlert
          message={t('orderQueue.loadFailed')}
          retry={t('retry')}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {orders && orders.length === 0 ? <Text c="dimmed">{t('orderQueue.empty')}</Text> : null}
      {orders && orders.length > 0 ? (
        <InProgressOrdersTable
          orders={orders}
          onComplete={(order) => {
            setProblem(null);
            setCompleting(order);
          }}
          onFail={(order) => {
            setProblem(null);
            setFailing(order);
          }}
        />
      ) : null}
      <CompleteOrderModal
        order={completing}
        onClose={() => setCompleting(null)}
        onComplete={confirmComplete}
        problem={problem}
      />
      <FailOrderModal
        order={failing}
        onClose={() => setFailing(null)}
        onFail={confirmFail}
        problem={problem}
      />
    </Stack>
  );
}
