import { useEffect } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, HotelBookingMessage, ZHotelBooked, type HotelBooked } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { useHotelBooking } from '../api/get-hotel-booking';
import { BookedAnswer, BookedStatus } from '../components/booked-status';
import { LeadGuests } from '../components/lead-guests';
import { StayCard } from '../components/stay-card';
import { bookedPath, bookedRedirect, type BookedRoute } from '../utils/booked-route';
import { bookingPath, voucherPath } from '../utils/booking-paths';
import '../i18n';

/**
 * /hotel/book/Confirmed/{referenceId} and /hotel/book/UnConfirmed/{referenceId}: the booking just made, followed
 * by the page itself. While the hotel has yet to answer it is read again every few seconds; once confirmed the page
 * moves to the Confirmed address, a refusal is shown where it is. Links lead to the booking, its voucher and the
 * list of hotel bookings, as the user's permissions allow.
 */
export default function HotelBookedPage({ route }: { route: BookedRoute }) {
  const { t } = useTranslation('hotelBooking');
  const { referenceId } = useParams();
  const reference = referenceId?.trim() || null;
  const navigate = useNavigate();
  const { state } = useLocation();
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  // GetBooking needs ShowHotelQueues (as the API gates it): without it the page shows the Book answer alone.
  const canList = hasFunctionality(functionalities, 'ShowHotelQueues');
  const booking = useHotelBooking(canList ? reference : null, { follow: true });
  const status = booking.data?.status;

  useEffect(() => {
    if (!reference || !status) return;
    if (bookedRedirect(route, status)) void navigate(bookedPath(reference, status), { replace: true });
  }, [navigate, reference, route, status]);

  let body;
  if (!canList) {
    body = <BookedAnswer reference={reference ?? ''} answer={bookedAnswerOf(state, reference)} />;
  } else if (booking.isPending) {
    body = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('booked.loading')}</Text>
      </Group>
    );
  } else if (booking.isError) {
    body = (
      <>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('booked.heading')}
        </Title>
        <Alert color="red" role="alert">
          {errorMessage(booking.error, HotelBookingMessage.notFound)}
        </Alert>
      </>
    );
  } else {
    const data = booking.data;
    const canPrint = data.can.print && hasFunctionality(functionalities, 'PrintHotel');
    body = (
      <>
        <BookedStatus booking={data} following={booking.isFetching || data.status === 'UnConfirmed'} />
        <Group gap="sm">
          {canList ? (
            <Button component={Link} to={bookingPath(data.reference)}>
              {t('booked.links.booking')}
            </Button>
          ) : null}
          {canPrint ? (
            <Button component={Link} to={voucherPath(data.reference)} variant="light">
              {t('booked.links.voucher')}
            </Button>
          ) : null}
          {canList ? (
            <Button component={Link} to="/hotel-bookings" variant="default">
              {t('booked.links.bookings')}
            </Button>
          ) : null}
        </Group>
        <StayCard stay={data}>
          <LeadGuests booking={data} />
        </StayCard>
      </>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">{body}</Stack>
    </Container>
  );
}

/** The Book answer the booking page handed over, when it is this booking's. */
function bookedAnswerOf(state: unknown, reference: string | null): HotelBooked | null {
  const parsed = ZHotelBooked.safeParse((state as { booked?: unknown } | null)?.booked);
  return parsed.success && parsed.data.reference === reference ? parsed.data : null;
}
