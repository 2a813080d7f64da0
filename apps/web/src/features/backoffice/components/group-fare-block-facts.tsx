import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorGroupFareBlock } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { JourneyLines, useJourneyLabel } from './group-fare-parts';

/** The block's figures at a glance: its seats by state and the names still missing. */
export function GroupFareFigures({ block }: { block: OperatorGroupFareBlock }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares.figures' });
  const figures = [
    ['total', block.seats.total],
    ['reserved', block.seats.reserved],
    ['sold', block.seats.sold],
    ['left', block.seats.left],
    ['namesMissing', block.namesMissing],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0} aria-label={t('label')}>
      {figures.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(key)}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} data-testid={`figure-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The flights the seats are held on, and the GDS record holding them. */
export function GroupFareFlights({ block }: { block: OperatorGroupFareBlock }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const journeyLabel = useJourneyLabel();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-flights">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="group-fare-flights">
          {t('flights')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('flightsLine', { airline: block.airlineName, locator: block.recordLocator })}
        </Text>
        {block.journeys.map((journey, index) => (
          <JourneyLines
            key={`${journey.origin}-${journey.departure}`}
            journey={journey}
            label={journeyLabel(index, block.journeys.length)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** The terms agencies buy on: fares, deposit and its rule, cap, hold, deadlines, visibility, baggage and rules. */
export function GroupFareTerms({ block }: { block: OperatorGroupFareBlock }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const money = useMoney();
  const time = useTenantDateTime();
  const amount = (minor: number) => money(minor, block.currency);
  const rows: Array<[string, string]> = [
    [t('form.fare.adult'), amount(block.fares.adult)],
    [t('form.fare.child'), block.fares.child > 0 ? amount(block.fares.child) : t('terms.notSold')],
    [t('form.fare.infant'), block.fares.infant > 0 ? amount(block.fares.infant) : t('terms.notSold')],
    [t('form.depositPerSeat'), amount(block.depositPerSeat)],
    [t('form.depositRule'), t(`form.depositRules.${block.depositRule}`)],
    [t('form.perAgencyCap'), t('terms.seats', { count: block.perAgencyCap })],
    [t('form.holdMinutes'), t('terms.minutes', { count: block.holdMinutes })],
    [t('form.nameDeadline'), time(block.nameDeadline)],
    [t('form.balanceDeadline'), time(block.balanceDeadline)],
    [t('form.ticketingDeadline'), time(block.ticketingDeadline)],
    [
      t('form.visibleTo'),
      block.visibility === 'All'
        ? t('form.visibilities.All')
        : block.agencies.map((agency) => agency.name).join(', '),
    ],
    [t('form.baggage'), block.baggage],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-terms">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="group-fare-terms">
          {t('terms.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed">
            {t('form.fareRules')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {block.fareRules}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
