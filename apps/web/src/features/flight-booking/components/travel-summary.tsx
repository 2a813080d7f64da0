import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItineraryDetails } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { formatDuration, localDate, localTime } from '../../../lib/flight-time';

/** The flights of the priced itinerary: each journey's flights with times, class, aircraft and baggage. */
export function TravelSummary({ details }: { details: ItineraryDetails }) {
  const { t } = useTranslation('flightBooking');
  const day = useCalendarDay();
  const { itinerary, legs } = details;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="travel-summary-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id="travel-summary-title">
            {t('travel.title')}
          </Title>
          <Badge variant="light" color={itinerary.fareType === 'Web' ? 'orange' : 'blue'}>
            {t(`fareType.${itinerary.fareType}`)}
          </Badge>
        </Group>
        {itinerary.journeys.map((journey, index) => (
          <Stack key={index} gap={6}>
            <Text size="sm" fw={700}>
              {t('travel.journey', {
                origin: journey.origin,
                destination: journey.destination,
                date: day(localDate(journey.departure)),
              })}
            </Text>
            {journey.legKeys.map((key, legIndex) => {
              const leg = legs[key];
              if (!leg) return null;
              return (
                <Stack
                  key={key}
                  gap={0}
                  pl="xs"
                  style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
                >
                  <Text size="sm">
                    {t('travel.leg', {
                      flight: `${leg.marketingAirline} ${leg.flightNumber}`,
                      origin: leg.origin,
                      departure: localTime(leg.departure),
                      destination: leg.destination,
                      arrival: localTime(leg.arrival),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('travel.legFacts', {
                      duration: formatDuration(leg.durationMinutes),
                      bookingClass: journey.bookingClasses[legIndex] ?? '',
                      aircraft: leg.aircraft,
                    })}
                  </Text>
                </Stack>
              );
            })}
            <Text size="xs" c="dimmed">
              {t('travel.baggage', { checked: journey.baggage.checked, cabin: journey.baggage.cabin })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
