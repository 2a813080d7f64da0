import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPnrOrderDetails } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { formatDuration, localDate, localTime } from '../../../lib/flight-time';

/** The PNR's flights, journey by journey, at the airports' local times, with class, aircraft and baggage. */
export function PnrFlights({ details }: { details: Pick<ImportPnrOrderDetails, 'journeys' | 'legs'> }) {
  const { t } = useTranslation('queueShare');
  const day = useCalendarDay();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pnr-flights-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="pnr-flights-title">
          {t('flights.title')}
        </Title>
        {details.journeys.map((journey, index) => (
          <Stack key={index} gap={6}>
            <Text size="sm" fw={700}>
              {t('flights.journey', {
                origin: journey.origin,
                destination: journey.destination,
                date: day(localDate(journey.departure)),
              })}
            </Text>
            {journey.legKeys.map((key, legIndex) => {
              const leg = details.legs[key];
              if (!leg) return null;
              return (
                <Stack
                  key={key}
                  gap={0}
                  pl="xs"
                  style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
                >
                  <Text size="sm">
                    {t('flights.leg', {
                      flight: `${leg.marketingAirline} ${leg.flightNumber}`,
                      origin: leg.origin,
                      departure: localTime(leg.departure),
                      destination: leg.destination,
                      arrival: localTime(leg.arrival),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('flights.legFacts', {
                      duration: formatDuration(leg.durationMinutes),
                      bookingClass: journey.bookingClasses[legIndex] ?? '',
                      aircraft: leg.aircraft,
                    })}
                  </Text>
                </Stack>
              );
            })}
            <Text size="xs" c="dimmed">
              {t('flights.baggage', { checked: journey.baggage.checked, cabin: journey.baggage.cabin })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
