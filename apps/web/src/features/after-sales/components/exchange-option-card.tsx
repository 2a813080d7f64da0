import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExchangeOption, FlightLeg } from '@portal/contracts';
import { formatDuration, localTime, shortLocalDate } from '../../../lib/flight-time';
import { journeyLegs } from '../../../lib/journey-legs';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** What an exchange comes to for the agency: positive is credited to the wallet, negative is paid from it. */
export function useExchangeTotal() {
  const { t } = useTranslation('afterSales');
  const money = useLedgerMoney();
  return (total: { amount: number; currency: string }) =>
    total.amount < 0
      ? t('exchange.toPay', { amount: money(-total.amount, total.currency) })
      : t('exchange.toCredit', { amount: money(total.amount, total.currency) });
}

/** One way to fly the changed journeys: each new journey's flights and times, the brand, seats and what it costs. */
export function ExchangeOptionCard({
  option,
  legs,
  onChoose,
  choosing,
  disabled,
}: {
  option: ExchangeOption;
  legs: Readonly<Record<string, FlightLeg>>;
  onChoose?: () => void;
  choosing?: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('afterSales');
  const totalText = useExchangeTotal();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="exchange-option">
      <Stack gap="sm">
        {option.journeys.map((journey) => (
          <Stack key={journey.legKeys.join('|')} gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} size="sm">
                {journey.origin} → {journey.destination}
              </Text>
              <Text size="sm" c="dimmed">
                {shortLocalDate(journey.departure, locale)} · {localTime(journey.departure)}–
                {localTime(journey.arrival)} · {formatDuration(journey.durationMinutes)} ·{' '}
                {t(`exchange.stops.${journey.stopKey}`, { defaultValue: journey.stopKey })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" hidden={journeyLegs(journey, legs).length === 0}>
              {journeyLegs(journey, legs)
                .map(
                  ({ leg }) =>
                    `${leg.marketingAirline}${leg.flightNumber} ${leg.origin} ${localTime(leg.departure)} → ${leg.destination} ${localTime(leg.arrival)}`,
                )
                .join(' · ')}
            </Text>
          </Stack>
        ))}
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{option.brandName}</Badge>
            <Badge variant="outline" color="gray">
              {t(`exchange.cabin.${option.cabin}`, { defaultValue: option.cabin })}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('exchange.seats', { count: option.seatsRemaining })}
            </Text>
            {option.refundable ? (
              <Text size="xs" c="dimmed">
                {t('exchange.refundable')}
              </Text>
            ) : null}
          </Group>
          <Group gap="sm" wrap="wrap" justify="flex-end">
            <Text
              fw={700}
              c={option.total.amount < 0 ? 'red.8' : 'green.8'}
              data-testid="exchange-option-total"
            >
              {totalText(option.total)}
            </Text>
            {onChoose ? (
              <Button onClick={onChoose} loading={choosing} disabled={disabled}>
                {t('exchange.results.choose')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
