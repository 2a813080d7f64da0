import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareJourney } from '@portal/contracts';
import { dayDifference, formatDuration, localTime, longLocalDate } from '../../../lib/flight-time';

/** Each journey of a block: its date, then every flight with its number, times at the airports and class. */
export function BlockJourneys({ journeys }: { journeys: GroupFareJourney[] }) {
  const { t, i18n } = useTranslation('groupFares');
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (
    <Stack gap="sm">
      {journeys.map((journey, index) => (
        <Stack key={index} gap={4}>
          <Text size="sm" fw={700}>
            {t(index === 0 ? 'block.outbound' : 'block.inbound', {
              origin: journey.origin,
              destination: journey.destination,
              date: longLocalDate(journey.departure, locale),
            })}
          </Text>
          {journey.legs.map((leg, legIndex) => {
            const days = dayDifference(leg.departure, leg.arrival);
            return (
              <Group
                key={leg.key}
                gap="xs"
                pl="xs"
                wrap="wrap"
                style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
              >
                <Text size="sm" ff="monospace" fw={600}>
                  {leg.marketingAirline} {leg.flightNumber}
                </Text>
                <Text size="sm">
                  {t('block.legTimes', {
                    origin: leg.origin,
                    departure: localTime(leg.departure),
                    destination: leg.destination,
                    arrival: localTime(leg.arrival),
                  })}
                  {days > 0 ? (
                    <Text span size="xs" c="orange.9" fw={700}>
                      {' '}
                      +{days}
                    </Text>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDuration(leg.durationMinutes)}
                </Text>
                {journey.bookingClasses[legIndex] ? (
                  <Badge size="xs" variant="outline" color="gray">
                    {t('block.bookingClass', { code: journey.bookingClasses[legIndex] })}
                  </Badge>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
