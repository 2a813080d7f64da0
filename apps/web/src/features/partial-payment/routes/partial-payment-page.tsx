import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type OrderDue } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { isHolidayReference } from '../../../lib/holiday-paths';
import { useAddressFilters } from '../../../lib/address-filters';
import { useUserContext } from '../../../lib/session/user-context';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useOrders } from '../api/get-orders';
import { DueFilters } from '../components/due-filters';
import { DuesCards, DuesTable } from '../components/dues-table';
import { OrderDuesModal } from '../components/order-dues-modal';
import { SettleModal } from '../components/settle-modal';
import { SummaryCards } from '../components/summary-cards';
import { filtersFromSearch, filtersToSearch, hasFilters } from '../utils/due-filters';
import '../i18n';

/**
 * /partial-payment (spec §2, ShowPartialPaymentList): the agency's orders issued with a partial payment, what each
 * still owes and by when, with a summary above, filtered in the address and paged. Users allowed to pay dues
 * (PayPartialPaymentDue) settle an order from the wallet; everyone here can open an order's dues and settlements.
 */
export default function PartialPaymentPage() {
  const { t } = useTranslation('partialPayment');
  const user = useUserContext();
  const config = useTenantConfig();
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const orders = useOrders(filters);
  const [settling, setSettling] = useState<OrderDue | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const canPay = hasFunctionality(user.data?.functionalities ?? [], 'PayPartialPaymentDue');
  const actions = {
    onDetails: (order: OrderDue) => setViewing(order.orderReference),
    onSettle: canPay ? setSettling : undefined,
    // A holiday's balance is a due under its HL- request, whose page the holiday queue's permission opens.
    canOpenOrder: (reference: string) =>
      hasFunctionality(
        user.data?.functionalities ?? [],
        isHolidayReference(reference) ? 'ShowHolidayQueue' : 'ViewBooking',
      ),
  };

  return (
    <ListPage
      t={t}
      title={t('title')}
      intro={t('intro')}
      above={<SummaryCards currency={config.global.defaultCurrency} />}
      filterBar={
        <DueFilters
          filters={filters}
          onChange={update}
          searching={orders.isFetching && orders.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      query={orders}
      rowsOf={(page) => page.orders.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: hasFilters(filters) ? t('list.emptyFiltered') : t('list.empty'),
      }}
      table={(page) => <DuesTable orders={page.orders} {...actions} />}
      cards={(page) => <DuesCards orders={page.orders} {...actions} />}
    >
      <SettleModal order={settling} onClose={() => setSettling(null)} />
      <OrderDuesModal reference={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
