import { Badge, Button, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareOffer } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { AirlineTile } from './airline-tile';
import { BlockDeadlines } from './block-deadlines';
import { BlockJourneys } from './block-journeys';
import { FareRules } from './fare-rules';

/** The net fare of each passenger type the block sells (a fare of 0 for a child or infant: not sold). */
export function FareLines({ offer }: { offer: GroupFareOffer }) {
  const { t } = useTranslation('groupFares');
  const money = useLedgerMoney();
  const lines = [
    { key: 'adult', amount: offer.fares.adult },
    { key: 'child', amount: offer.fares.child },
    { key: 'infant', amount: offer.fares.infant },
  ] as const;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`fares.${line.key}`)}
          </Text>
          <Text size="sm" fw={line.key === 'adult' ? 800 : 600} fz={line.key === 'adult' ? 'lg' : undefined}>
            {line.amount > 0 || line.key === 'adult'
              ? money(line.amount, offer.currency)
              : t('fares.notSold')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One block on the results: flights, class, baggage, fares, seats left, deposit, deadlines, rules and Reserve. */
export function OfferCard({ offer, onReserve }: { offer: GroupFareOffer; onReserve: () => void }) {
  const { t } = useTranslation('groupFares');
  const money = useLedgerMoney();
  const headingId = `offer-${offer.blockId}`;
  const capLower = offer.agencySeatsLeft < offer.seatsLeft;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={headingId}
      data-testid="group-fare-offer"
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="xs">
              <AirlineTile
                code={offer.validatingAirline}
                name={offer.airlineName}
                detail={t('block.cabinLine', { cabin: t(`cabins.${offer.cabin}`), route: offer.route })}
              />
              <Badge variant="light" color="grape">
                {t(`kinds.${offer.kind}`)}
              </Badge>
            </Group>
            <Title order={2} fz="lg" id={headingId}>
              {offer.title}
            </Title>
            <BlockJourneys journeys={offer.journeys} />
            <Text size="sm">
              <Text span fw={600}>
                {t('block.baggage')}:
              </Text>{' '}
              {offer.baggage}
            </Text>
            <Divider />
            <BlockDeadlines
              nameDeadline={offer.nameDeadline}
              balanceDeadline={offer.balanceDeadline}
              ticketingDeadline={offer.ticketingDeadline}
            />
            <FareRules rules={offer.fareRules} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack
            gap="sm"
            h="100%"
            p="sm"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-default-hover)',
            }}
          >
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('fares.title')}
            </Text>
            <FareLines offer={offer} />
            <Divider />
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('block.depositPerSeat')}
              </Text>
              <Text size="sm" fw={700}>
                {money(offer.depositPerSeat, offer.currency)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t(`block.depositRule.${offer.depositRule}`)} {t('block.hold', { count: offer.holdMinutes })}
            </Text>
            <Stack gap={2}>
              <Badge
                size="lg"
                variant="light"
                color={offer.seatsLeft === 0 ? 'red' : offer.seatsLeft <= 5 ? 'orange' : 'green'}
                data-testid="seats-left"
              >
                {offer.seatsLeft === 0
                  ? t('block.soldOut')
                  : t('block.seatsLeft', { count: offer.seatsLeft })}
              </Badge>
              {capLower && offer.seatsLeft > 0 ? (
                <Text size="xs" c="orange.9" fw={600}>
                  {offer.agencySeatsLeft === 0
                    ? t('block.capReached')
                    : t('block.agencyCanReserve', { count: offer.agencySeatsLeft })}
                </Text>
              ) : null}
            </Stack>
            <Button
              mt="auto"
              onClick={onReserve}
              disabled={offer.agencySeatsLeft < 1}
              aria-label={t('reserve.openFor', { title: offer.title })}
            >
              {t('reserve.open')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
