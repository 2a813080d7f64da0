import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareFlightOption } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { JourneyLines, useJourneyLabel } from './group-fare-parts';

/**
 * The flights found, one card each to pick from: the airline, every flight with its times, the brand and class the
 * seats would be held in, how many seats that class has now and the airline's public adult fare to price against.
 */
export function GroupFareFlightOptions({
  options,
  value,
  onChange,
}: {
  options: GroupFareFlightOption[];
  value: string | null;
  onChange: (optionId: string) => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares.options' });
  const { t: tc } = useTranslation('backoffice', { keyPrefix: 'groupFares.find.cabins' });
  const money = useMoney();
  const journeyLabel = useJourneyLabel();
  return (
    <Radio.Group value={value} onChange={onChange} label={t('label')} description={t('hint')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" mt="xs">
        {options.map((option) => (
          <Radio.Card
            key={option.optionId}
            value={option.optionId}
            radius="md"
            p="md"
            aria-label={t('optionName', {
              airline: option.airlineName,
              brand: option.brandName,
              seats: option.seatsAvailable,
              fare: money(option.publishedAdultFare),
            })}
            data-testid="group-fare-option"
            // The picked card stands out by its border as well as its dot.
            style={
              value === option.optionId
                ? {
                    borderColor: 'var(--mantine-primary-color-filled)',
                    boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
                  }
                : undefined
            }
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {option.airlineName}{' '}
                    <Text span c="dimmed" ff="monospace" size="sm">
                      {option.validatingAirline}
                    </Text>
                  </Text>
                  <Badge variant="light" color={option.seatsAvailable > 0 ? 'teal' : 'red'}>
                    {t('seatsAvailable', { count: option.seatsAvailable })}
                  </Badge>
                </Group>
                {option.journeys.map((journey, index) => (
                  <JourneyLines
                    key={`${journey.origin}-${journey.departure}`}
                    journey={journey}
                    label={journeyLabel(index, option.journeys.length)}
                  />
                ))}
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed">
                    {option.brandName} · {tc(option.cabin)} · {t('baggage', { baggage: option.baggage })}
                  </Text>
                  <Text size="sm" fw={700}>
                    {t('publishedFare', { amount: money(option.publishedAdultFare) })}
                  </Text>
                </Group>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
