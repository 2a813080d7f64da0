import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItinerarySummary } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { localTime } from '../../../lib/flight-time';
import { AirlineBadge } from './airline-badge';
import { JourneyLine } from './journey-line';

const PageSize = 30;

interface OneWayColumnProps {
  title: string;
  itineraries: ItinerarySummary[];
  chosenId: string | null;
  onChoose: (itinerary: ItinerarySummary) => void;
  airlineName: (code: string) => string;
}

/** One direction of a two-one-way trip: its one-way fares cheapest first, one of them chosen. */
export function OneWayColumn({ title, itineraries, chosenId, onChoose, airlineName }: OneWayColumnProps) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const [shown, setShown] = useState(PageSize);
  return (
    <Stack gap="sm" component="section" aria-label={title} style={{ minWidth: 0 }}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {itineraries.length === 0 ? <Text c="dimmed">{t('twoOneWayPage.none')}</Text> : null}
      {itineraries.slice(0, shown).map((itinerary) => {
        const chosen = itinerary.itineraryId === chosenId;
        const journey = itinerary.journeys[0]!;
        const airline = airlineName(itinerary.airlineCode);
        return (
          <Paper
            key={itinerary.itineraryId}
            withBorder
            radius="md"
            p="sm"
            data-testid="one-way-option"
            style={
              chosen
                ? {
                    borderColor: 'var(--mantine-color-green-6)',
                    boxShadow: '0 0 0 1px var(--mantine-color-green-6)',
                  }
                : undefined
            }
          >
            <Group justify="space-between" wrap="nowrap" mb={6}>
              <AirlineBadge code={itinerary.airlineCode} name={airline} size="sm" />
              <Text fw={800}>{money(itinerary.grossAmount)}</Text>
            </Group>
            <JourneyLine journey={journey} />
            <Group justify="flex-end" mt={6}>
              <Button
                size="xs"
                variant={chosen ? 'filled' : 'outline'}
                color={chosen ? 'green' : undefined}
                aria-pressed={chosen}
                aria-label={t('twoOneWayPage.chooseFlight', {
                  airline,
                  time: localTime(journey.departure),
                  price: money(itinerary.grossAmount),
                })}
                onClick={() => onChoose(itinerary)}
              >
                {chosen ? t('twoOneWayPage.chosen') : t('twoOneWayPage.choose')}
              </Button>
            </Group>
          </Paper>
        );
      })}
      {itineraries.length > shown ? (
        <Button variant="subtle" onClick={() => setShown((count) => count + PageSize)}>
          {t('twoOneWayPage.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
