import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FareBreakdown, Money } from '@portal/contracts';
import { AgentPriceParts } from '../../../components/agent-price-parts';
import { useMoney } from '../../../lib/use-money';

export interface FareTotals {
  fareGross: Money;
  /** The agency's price of the fare; null when the user may not see it (ShowCommision). */
  fareAgent: Money | null;
  /** What makes up the agent fare, when shown and still as priced. */
  agentParts: { commission: Money; ait: Money } | null;
  extras: Money;
  /** What the wallet pays; null until known to this user (after AirSell without ShowCommision). */
  payable: Money | null;
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The fare per passenger type, then gross, agent price, add-ons and what the agency pays. */
export function FareSummary({ breakdown, totals }: { breakdown: FareBreakdown[]; totals: FareTotals }) {
  const { t } = useTranslation('flightBooking');
  const money = useMoney();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="fare-summary-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="fare-summary-title">
          {t('fare.title')}
        </Title>
        {breakdown.map((row) => (
          <Stack key={row.passengerType} gap={2}>
            <Text size="sm" fw={600}>
              {t('fare.typeCount', { type: t(`passengerType.${row.passengerType}`), count: row.count })}
            </Text>
            <Line label={t('fare.baseFare')} value={money(row.baseFare)} />
            <Line label={t('fare.taxes')} value={money(row.taxes)} />
            <Line label={t('fare.perPassenger')} value={money(row.grossPerPassenger)} />
          </Stack>
        ))}
        <Divider />
        <Line label={t('fare.gross')} value={money(totals.fareGross)} />
        {totals.fareAgent ? <Line label={t('fare.agent')} value={money(totals.fareAgent)} /> : null}
        {totals.fareAgent && totals.agentParts ? (
          <AgentPriceParts gross={totals.fareGross} {...totals.agentParts} />
        ) : null}
        <Line label={t('fare.extras')} value={money(totals.extras)} />
        <Divider />
        {totals.payable ? (
          <Line label={t('fare.payable')} value={money(totals.payable)} strong />
        ) : (
          <Text size="xs" c="dimmed">
            {t('fare.payableAtReview')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
