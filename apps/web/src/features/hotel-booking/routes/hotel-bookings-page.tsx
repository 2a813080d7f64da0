import { useTranslation } from 'react-i18next';
import { HotelBookingTabs } from '@portal/contracts';
import { useClock } from '../../../components/hotel/use-clock';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useHotelBookings } from '../api/get-hotel-bookings';
import { HotelBookingFilters } from '../components/hotel-booking-filters';
import { HotelBookingCards, HotelBookingsTable } from '../components/hotel-bookings-table';
import { filtersFromSearch, filtersToSearch } from '../utils/booking-filters';
import '../bookings-i18n';

/**
 * /hotel-bookings (ShowHotelQueues): the agency's hotel bookings in status tabs with their counts, filtered in the
 * address, paged, each opening its booking. A booking whose hold or free cancellation ends within 72 hours says so.
 */
export default function HotelBookingsPage() {
  const { t } = useTranslation('hotelBookings');
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const bookings = useHotelBookings(filters);
  const now = useClock();

  return (
    <ListPage
      t={t}
      title={t('title')}
      intro={t('intro')}
      filterBar={
        <HotelBookingFilters
          filters={filters}
          onChange={update}
          searching={bookings.isFetching && bookings.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabs.label'),
        items: HotelBookingTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.counts[tab],
      }}
      query={bookings}
      rowsOf={(page) => page.items.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: t('list.empty'),
      }}
      skeletonRows={6}
      table={(page) => <HotelBookingsTable rows={page.items} now={now} />}
      cards={(page) => <HotelBookingCards rows={page.items} now={now} />}
    />
  );
}
