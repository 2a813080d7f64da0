import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightLeg, Journey } from '@portal/contracts';
import { formatDuration, localDate, localTime } from '../lib/flight-time';
import { journeyLegs } from '../lib/journey-legs';
import { useCalendarDay } from '../lib/use-tenant-time';

/**
 * Each journey's flights at the airports' local times, with class, aircraft and baggage. The texts come from the
 * calling feature's namespace under `keyPrefix` (journey, leg, legFacts, baggage), so each page keeps its words.
 */
export function JourneyFlights({
  journeys,
  legs,
  ns,
  keyPrefix,
}: {
  journeys: Journey[];
  legs: Record<string, FlightLeg>;
  ns: string;
  keyPrefix: string;
}) {
  const { t } = useTranslation(ns, { keyPrefix });
  const day = useCalendarDay();
  return journeys.map((journey, index) => (
    <Stack key={index} gap={6}>
      <Text size="sm" fw={700}>
        {t('journey', {
          origin: journey.origin,
          destination: journey.destination,
          date: day(localDate(journey.departure)),
        })}
      </Text>
      {journeyLegs(journey, legs).map(({ key, leg, bookingClass }) => (
        <Stack
          key={key}
          gap={0}
          pl="xs"
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm">
            {t('leg', {
              flight: `${leg.marketingAirline} ${leg.flightNumber}`,
              origin: leg.origin,
              departure: localTime(leg.departure),
              destination: leg.destination,
              arrival: localTime(leg.arrival),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('legFacts', {
              duration: formatDuration(leg.durationMinutes),
              bookingClass: bookingClass ?? '',
              aircraft: leg.aircraft,
            })}
          </Text>
        </Stack>
      ))}
      <Text size="xs" c="dimmed">
        {t('baggage', { checked: journey.baggage.checked, cabin: journey.baggage.cabin })}
      </Text>
    </Stack>
  ));
}
