import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useMoreCombinations } from '../api/get-more-combinations';
import { useMoney } from '../../../lib/use-money';
import { JourneyLine } from './journey-line';
import { PanelFailed, PanelLoading } from './panel-state';

/** The same fare on other flights of the same airline ("more flights"), with their flight numbers. */
export function MoreFlightsPanel({ requestId, itineraryId }: { requestId: string; itineraryId: string }) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const more = useMoreCombinations(requestId, itineraryId);
  if (more.isPending) return <PanelLoading label={t('more.loading')} />;
  if (more.isError) return <PanelFailed message={errorMessage(more.error, t('more.failed'))} />;
  if (more.data.itineraries.length === 0) return <Text c="dimmed">{t('more.none')}</Text>;
  return (
    <Stack gap="sm">
      {more.data.itineraries.map((itinerary) => (
        <Group
          key={itinerary.itineraryId}
          justify="space-between"
          align="center"
          wrap="wrap"
          gap="md"
          p="sm"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
            {itinerary.journeys.map((journey, index) => (
              <div key={index}>
                <Text size="xs" c="dimmed">
                  {journey.legKeys
                    .map((key) => more.data.legs[key])
                    .map((leg) => (leg ? `${leg.marketingAirline} ${leg.flightNumber}` : ''))
                    .join(' · ')}
                </Text>
                <JourneyLine journey={journey} />
              </div>
            ))}
          </Stack>
          <Text fw={700}>{money(itinerary.grossAmount)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
