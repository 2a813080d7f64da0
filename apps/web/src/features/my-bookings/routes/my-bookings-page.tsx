import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { PagedResults } from '../../../components/paged-results';
import { useAddressFilters } from '../../../lib/address-filters';
import { useUserContext } from '../../../lib/session/user-context';
import { useBookings } from '../api/get-bookings';
import { BookingFilters } from '../components/booking-filters';
import { BookingStatusTabs } from '../components/booking-tabs';
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
  const data = bookings.data;
  const functionalities = user.data?.functionalities ?? [];
  const canView = user.data !== undefined && hasFunctionality(functionalities, 'ViewBooking');

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        <NeedsAttention
          allowed={canView}
          canSeeDues={hasFunctionality(functionalities, 'ShowPartialPaymentList')}
        />
        <BookingFilters
          filters={filters}
          options={data?.filterOptions}
          onChange={update}
          searching={bookings.isFetching && bookings.isPlaceholderData}
          canSearchOrders={canView}
        />
        <BookingStatusTabs tab={filters.tab} counts={data?.tabs} onChange={(tab) => update({ tab })}>
          <Stack gap="md">
            <PagedResults
              query={bookings}
              pageNumber={filters.page}
              rowsOf={(page) => page.bookings.length}
              onPage={(page) => update({ page })}
              t={t}
              texts={{
                count: (total) => t('list.count', { count: total }),
                loadFailed: t('list.loadFailed'),
                loading: t('list.loading'),
                empty: t('list.empty'),
              }}
              skeletonRows={6}
              table={() => <BookingsTable bookings={data?.bookings ?? []} />}
              cards={() => <BookingCards bookings={data?.bookings ?? []} />}
            />
          </Stack>
        </BookingStatusTabs>
      </Stack>
    </Container>
  );
}
