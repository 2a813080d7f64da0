import { Alert, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBooked, HotelBooking, HotelBookingStatus } from '@portal/contracts';
import { HotelStatusBadge } from '../../../components/hotel/hotel-status-badge';
import { HotelTime } from '../../../components/hotel/hotel-time';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import '../i18n';

const tone: Record<HotelBookingStatus, string> = {
  Confirmed: 'green',
  OnHold: 'yellow',
  UnConfirmed: 'grape',
  Refused: 'red',
  Cancelled: 'red',
  Expired: 'gray',
};

const mark: Record<HotelBookingStatus, string> = {
  Confirmed: '✓',
  OnHold: '⏸',
  UnConfirmed: '…',
  Refused: '✕',
  Cancelled: '✕',
  Expired: '⌛',
};

/**
 * Where a new booking stands, in words: confirmed, held until a deadline, waiting for the hotel (followed by the
 * page, which says so), refused and refunded, or ended. The status region is live, so a change is read out.
 */
export function BookedStatus({ booking, following }: { booking: HotelBooking; following: boolean }) {
  const { t } = useTranslation('hotelBooking');
  const money = useHotelMoney();
  const { status } = booking;
  return (
    <Alert
      color={tone[status]}
      variant="light"
      radius="md"
      p="lg"
      aria-live="polite"
      data-testid="hotel-booked"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon color={tone[status]} radius="xl" size="lg" aria-hidden>
            {mark[status]}
          </ThemeIcon>
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {t(`booked.title.${status}`)}
          </Title>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            {t('booked.reference')}{' '}
            <Text span ff="monospace" fw={700} data-testid="hotel-booked-reference">
              {booking.reference}
            </Text>
          </Text>
          <HotelStatusBadge status={status} testId="hotel-booked-status" />
        </Group>
        <Text size="sm">
          {t(`booked.body.${status}`, {
            amount: money(booking.cancellation?.refund ?? booking.price.total),
          })}
        </Text>
        {status === 'OnHold' && booking.holdUntil ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('booked.payBy')}
            </Text>
            <HotelTime at={booking.holdUntil} timeZone={booking.hotel.timeZone} />
          </Stack>
        ) : null}
        {booking.confirmationNumber ? (
          <Text size="sm">
            {t('booked.confirmationNumber')}{' '}
            <Text span ff="monospace" fw={700}>
              {booking.confirmationNumber}
            </Text>
          </Text>
        ) : null}
        {following && status === 'UnConfirmed' ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('booked.following')}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * A new booking for a user who may book but not open bookings (no ShowHotelQueues): what Book answered, its
 * reference and status, without the details only GetBooking gives.
 */
export function BookedAnswer({ reference, answer }: { reference: string; answer: HotelBooked | null }) {
  const { t } = useTranslation('hotelBooking');
  const status = answer?.status;
  return (
    <Alert
      color={status ? tone[status] : 'blue'}
      variant="light"
      radius="md"
      p="lg"
      data-testid="hotel-booked"
    >
      <Stack gap="sm">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {status ? t(`booked.title.${status}`) : t('booked.heading')}
        </Title>
        <Group gap="xs">
          <Text size="sm">
            {t('booked.reference')}{' '}
            <Text span ff="monospace" fw={700} data-testid="hotel-booked-reference">
              {reference}
            </Text>
          </Text>
          {status ? <HotelStatusBadge status={status} testId="hotel-booked-status" /> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('booked.noDetails')}
        </Text>
      </Stack>
    </Alert>
  );
}
