import { useTranslation } from 'react-i18next';
import { BookingTabs, hasFunctionality } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useUserContext } from '../../../lib/session/user-context';
import { useBookings } from '../api/get-bookings';
import { BookingFilters } from '../components/booking-filters';
import { BookingCards, BookingsTable } from '../components/bookings-table';
import { NeedsAttention } from '../components/needs-attention';
import { filtersFromSearch, filtersToSearch } from '../utils/booking-filters';
import '../i18n';

/**
 * /my-bookings and /ticket-management (spec §2 queues, ShowBookings): the agency's flight bookings in status tabs
 * with their counts, filtered in the address (the header search opens /my-bookings?search=<what was typed>),
 * paged, each opening its order page. What needs attention (time limits, dues, changes) stands above.
 */
export default function MyBookingsPage() {
  const { t } = useTranslation('myBookings');
  const user = useUserContext();
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const bookings = useBookings(filters);
  const functionalities = user.data?.functionalities ?? [];
  const canView = user.data !== undefined && hasFunctionality(functionalities, 'ViewBooking');

  return (
    <ListPage
      t={t}
      title={t('title')}
      intro={t('intro')}
      above={
        <NeedsAttention
          allowed={canView}
          canSeeDues={hasFunctionality(functionalities, 'ShowPartialPaymentList')}
        />
      }
      filterBar={
        <BookingFilters
          filters={filters}
          options={bookings.data?.filterOptions}
          onChange={update}
          searching={bookings.isFetching && bookings.isPlaceholderData}
          canSearchOrders={canView}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabs.label'),
        items: BookingTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.tabs.find((entry) => entry.tab === tab)?.count,
      }}
      query={bookings}
      rowsOf={(page) => page.bookings.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: t('list.empty'),
      }}
      skeletonRows={6}
      table={(page) => <BookingsTable bookings={page.bookings} />}
      cards={(page) => <BookingCards bookings={page.bookings} />}
    />
  );
}
