import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@portal/contracts';
import { dayDifference, formatDuration, localTime } from '../../../lib/flight-time';
import classes from './results.module.css';

/** One journey of a row: departure time and airport, duration and stops, arrival time (+days) and airport. */
export function JourneyLine({ journey }: { journey: Journey }) {
  const { t } = useTranslation('flightResults');
  const days = dayDifference(journey.departure, journey.arrival);
  const stops = Number(journey.stopKey);
  const layovers = journey.layovers.map((layover) => layover.airportCode);
  return (
    <div className={classes.journey}>
      <div>
        <Text className={classes.time}>{localTime(journey.departure)}</Text>
        <Text size="sm" fw={600} c="dimmed">
          {journey.origin}
        </Text>
      </div>
      <div className={classes.path}>
        <Text size="xs" c="dimmed">
          {formatDuration(journey.durationMinutes)}
        </Text>
        <div className={classes.line} data-stops={Math.min(stops, 2)} aria-hidden="true" />
        <Text size="xs" fw={600} c={stops === 0 ? 'teal.8' : 'orange.9'}>
          {stops === 0 ? t('row.direct') : t('row.stops', { count: layovers.length || stops })}
          {layovers.length > 0 ? (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              {t('row.via', { airports: layovers.join(', ') })}
            </Text>
          ) : null}
        </Text>
      </div>
      <div style={{ textAlign: 'right' }}>
        <Text className={classes.time}>
          {localTime(journey.arrival)}
          {days !== 0 ? (
            <sup className={classes.days}>
              {days > 0 ? t('row.nextDay', { count: days }) : days}
              <span className={classes.visuallyHidden}>
                {' '}
                ({days > 0 ? t('row.nextDayLabel', { count: days }) : t('row.previousDayLabel')})
              </span>
            </sup>
          ) : null}
        </Text>
        <Text size="sm" fw={600} c="dimmed">
          {journey.destination}
        </Text>
      </div>
    </div>
  );
}
