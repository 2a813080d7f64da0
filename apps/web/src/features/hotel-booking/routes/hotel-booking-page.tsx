import { useState } from 'react';
import { Alert, Anchor, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HotelBookingMessage, type HotelBooking } from '@portal/contracts';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { HotelPolicyBlock } from '../../../components/hotel/hotel-policy-block';
import { HotelPriceBlock } from '../../../components/hotel/hotel-price-block';
import { HotelStatusBadge } from '../../../components/hotel/hotel-status-badge';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { showToast } from '../../../lib/toasts';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useHotelBooking } from '../api/get-hotel-booking';
import { BookingActionsBar } from '../components/booking-actions-bar';
import { BookingDeadline } from '../components/booking-deadline';
import { BookingHistory } from '../components/booking-history';
import { CancelBookingModal } from '../components/cancel-booking-modal';
import { LeadGuests } from '../components/lead-guests';
import { PayBookingModal } from '../components/pay-booking-modal';
import { StayCard } from '../components/stay-card';
import { bookingActions } from '../utils/booking-actions';
import classes from '../hotel-booking.module.css';
import '../bookings-i18n';

/**
 * /hotel-bookings/{referenceId} (ShowHotelQueues; the header search lands here): one hotel booking with its
 * status, the hotel and the stay, the rooms and their lead guests, the price with the supplier's figure, the policy
 * and the next deadline in the hotel's time and the agent's, the hotel's confirmation number and the supplier's
 * reference, the history, and the actions its state and the user's permissions allow: pay a hold, cancel with the
 * quoted charge, print the voucher, download the invoice. An unconfirmed booking is followed until the hotel answers.
 */
export default function HotelBookingPage() {
  const { t } = useTranslation('hotelBookings');
  const { referenceId } = useParams();
  const reference = referenceId?.trim() || null;
  const booking = useHotelBooking(reference, { follow: true });
  const user = useUserContext();
  const [open, setOpen] = useState<'pay' | 'cancel' | null>(null);

  let body;
  if (booking.isPending) {
    body = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('detail.loading')}</Text>
      </Group>
    );
  } else if (booking.isError) {
    body = isHttpStatus(booking.error, 401) ? null : (
      <Alert color="red" role="alert" title={t('detail.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(booking.error, HotelBookingMessage.notFound)}</Text>
          <Anchor component={Link} to="/hotel-bookings" size="sm">
            {t('detail.backToList')}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else {
    const data = booking.data;
    const actions = bookingActions(data, user.data?.functionalities ?? []);
    body = (
      <Stack gap="md">
        <BookingTitle booking={data} />
        <BookingActionsBar
          booking={data}
          actions={actions}
          onPay={() => setOpen('pay')}
          onCancel={() => setOpen('cancel')}
        />
        {data.status === 'UnConfirmed' ? (
          <Alert color="grape" variant="light" role="status" title={t('detail.waiting')}>
            {t('detail.waitingBody')}
          </Alert>
        ) : null}
        <div className={classes.layout}>
          <Stack gap="md" className={classes.main}>
            <BookingDeadline booking={data} />
            <StayCard stay={data}>
              <HotelContact booking={data} />
            </StayCard>
          </Stack>
          <aside className={classes.side} aria-label={t('detail.summaries')}>
            <HotelPriceBlock price={data.price} nights={data.stay.nights} />
            <CancellationFacts booking={data} />
            <HotelPolicyBlock policy={data.policy} timeZone={data.hotel.timeZone} />
          </aside>
          <Stack gap="md" className={classes.rest}>
            <Paper withBorder radius="md" p="md">
              <LeadGuests booking={data} />
            </Paper>
            <References booking={data} />
            {actions.history ? <BookingHistory events={data.history} /> : null}
          </Stack>
        </div>
        {actions.pay ? (
          <PayBookingModal
            booking={data}
            opened={open === 'pay'}
            onClose={() => setOpen(null)}
            onPaid={() =>
              showToast({ color: 'green', message: t('pay.done', { reference: data.reference }) })
            }
          />
        ) : null}
        {actions.cancel ? (
          <CancelBookingModal
            booking={data}
            opened={open === 'cancel'}
            onClose={() => setOpen(null)}
            onCancelled={() =>
              showToast({ color: 'green', message: t('cancel.done', { reference: data.reference }) })
            }
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {booking.data ? null : (
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {t('detail.title')}
        </Title>
      )}
      {body}
    </Container>
  );
}

/** The page's heading: the reference, its status, when and by whom it was booked, paid or not. */
function BookingTitle({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotelBookings');
  const time = useTenantDateTime();
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('detail.heading', { reference: booking.reference })}
        </Title>
        <HotelStatusBadge status={booking.status} size="lg" testId="hotel-booking-status" />
      </Group>
      <Text size="sm" c="dimmed">
        {t('detail.booked', { time: time(booking.createdAt), name: booking.bookedBy })} ·{' '}
        {booking.paid ? t('list.paid') : t('list.unpaid')}
      </Text>
    </Stack>
  );
}

/** How to reach the hotel. */
function HotelContact({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotelBookings');
  if (!booking.hotel.phone) return null;
  return (
    <Text size="sm">
      {t('detail.phone')}{' '}
      <Anchor href={`tel:${booking.hotel.phone.replace(/[^\d+]/g, '')}`}>{booking.hotel.phone}</Anchor>
    </Text>
  );
}

/** The hotel's confirmation number and the supplier's reference, or that they are still to come. */
function References({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotelBookings');
  const pending = (
    <Text span c="dimmed" fw={400}>
      {t('detail.notYet')}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <FigureRows
        rows={[
          {
            label: t('detail.confirmationNumber'),
            value: booking.confirmationNumber ?? pending,
            testId: 'hotel-confirmation-number',
          },
          { label: t('detail.supplierReference'), value: booking.supplierReference ?? pending },
        ]}
      />
    </Paper>
  );
}

/** What a cancellation kept and gave back. */
function CancellationFacts({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotelBookings');
  const money = useHotelMoney();
  const time = useTenantDateTime();
  const { cancellation } = booking;
  if (!cancellation) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('detail.cancellation')}>
      <Stack gap="xs">
        <Text fw={700}>{t('detail.cancellation')}</Text>
        <Text size="xs" c="dimmed">
          {time(cancellation.at)}
        </Text>
        <FigureRows
          rows={[
            { label: t('cancel.penalty'), value: money(cancellation.penalty) },
            { label: t('cancel.refunded'), value: money(cancellation.refund), strong: true },
          ]}
        />
      </Stack>
    </Paper>
  );
}
