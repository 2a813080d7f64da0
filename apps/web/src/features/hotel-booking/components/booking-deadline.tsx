import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { HotelDeadlineFlag } from '../../../components/hotel/hotel-deadline-flag';
import { HotelTime } from '../../../components/hotel/hotel-time';
import { useClock } from '../../../components/hotel/use-clock';
import '../bookings-i18n';

/**
 * The deadline that matters next: the hold's (pay before it, or the booking is cancelled) or the end of the free
 * cancellation, in the hotel's time and the agent's, marked when it is within the alert window.
 */
export function BookingDeadline({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotelBookings');
  const now = useClock();
  const { deadline } = booking;
  if (!deadline) return null;
  return (
    <Alert
      color={deadline.soon ? 'orange' : 'blue'}
      variant="light"
      title={deadline.kind === 'Hold' ? t('deadline.hold') : t('deadline.free')}
      data-testid="hotel-booking-deadline"
    >
      <Stack gap={4}>
        <HotelTime at={deadline.at} timeZone={booking.hotel.timeZone} />
        {/* How long is left, when it is near; the moment itself stands above. */}
        {deadline.kind === 'FreeCancellation' && deadline.soon ? (
          <HotelDeadlineFlag deadline={deadline} now={now} />
        ) : null}
        <Text size="xs" c="dimmed">
          {deadline.kind === 'Hold' ? t('deadline.holdNote') : t('deadline.freeNote')}
        </Text>
      </Stack>
    </Alert>
  );
}
