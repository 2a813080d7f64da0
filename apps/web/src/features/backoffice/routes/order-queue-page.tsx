import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompleteOrderRequest, FailOrderRequest, QueueOrder } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { asWholeList } from '../../../components/list-page/whole-list';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCompleteOrder, useFailOrder } from '../api/decide-in-progress-order';
import { useInProgressOrders } from '../api/in-progress-orders';
import { CompleteOrderModal } from '../components/complete-order-modal';
import { FailOrderModal } from '../components/fail-order-modal';
import { InProgressOrdersCards, InProgressOrdersTable } from '../components/in-progress-orders-table';
import { pageOnlyFiltersFromSearch, pageOnlyFiltersToSearch } from '../utils/search-page-filters';
import '../i18n';
import '../order-queue-i18n';

/**
 * /backoffice/orders: the tenant's orders whose ticketing answer never arrived (InProgress). An operator checks
 * each with the airline and completes it (its tickets are stored, the order is Confirmed) or fails it (the PNR is
 * cancelled if still held and the wallet refunded, once however often the failure is sent).
 */
export default function OrderQueuePage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'orderQueue' });
  const money = useLedgerMoney();
  const { filters, update } = useAddressFilters(pageOnlyFiltersFromSearch, pageOnlyFiltersToSearch);
  const queue = useInProgressOrders();
  const completeOrder = useCompleteOrder();
  const failOrder = useFailOrder();
  const submissions = useSubmissionKeys();
  const [completing, setCompleting] = useState<QueueOrder | null>(null);
  const [failing, setFailing] = useState<QueueOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rowActions = {
    onComplete: (order: QueueOrder) => {
      setProblem(null);
      setCompleting(order);
    },
    onFail: (order: QueueOrder) => {
      setProblem(null);
      setFailing(order);
    },
  };

  const confirmComplete = async (body: CompleteOrderRequest) => {
    setProblem(null);
    try {
      const order = await completeOrder.mutateAsync(body);
      showToast({ message: t('completed', { reference: order.orderReference }), color: 'green' });
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
        message: t('failed', {
          reference: order.orderReference,
          agency: order.agencyName,
          amount: refunded,
        }),
        color: 'orange',
      });
      setFailing(null);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('inDoubt') : errorMessage(error));
    }
  };

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      filters={filters}
      update={update}
      query={asWholeList(queue, (data) => data.orders.length)}
      rowsOf={(data) => data.orders.length}
      texts={{
        count: (total) => t('total', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: t('empty'),
      }}
      table={(data) => <InProgressOrdersTable orders={data.orders} {...rowActions} />}
      cards={(data) => <InProgressOrdersCards orders={data.orders} {...rowActions} />}
    >
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
    </ListPage>
  );
}
