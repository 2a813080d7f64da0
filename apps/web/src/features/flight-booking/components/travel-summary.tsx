import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItineraryDetails } from '@portal/contracts';
import { JourneyFlights } from '../../../components/journey-flights';

/** The flights of the priced itinerary: each journey's flights with times, class, aircraft and baggage. */
export function TravelSummary({ details }: { details: ItineraryDetails }) {
  const { t } = useTranslation('flightBooking');
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
        <JourneyFlights journeys={itinerary.journeys} legs={legs} ns="flightBooking" keyPrefix="travel" />
      </Stack>
    </Paper>
  );
}
