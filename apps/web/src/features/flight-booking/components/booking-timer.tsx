import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../utils/booking-time';
import classes from './booking.module.css';

/** The time left on the priced itinerary, mm:ss; red in its last two minutes. */
export function BookingTimer({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('flightBooking');
  const shown = formatCountdown(remainingMs);
  return (
    <Badge
      size="lg"
      variant="light"
      color={remainingMs <= 120_000 ? 'red' : 'blue'}
      className={classes.timer}
      role="timer"
      aria-label={t('timer.label', { time: shown })}
    >
      {t('timer.text', { time: shown })}
    </Badge>
  );
}
