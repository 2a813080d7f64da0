import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { AgentPriceParts } from '../../../components/agent-price-parts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { FigureList, type Figure } from './figure-list';

/**
 * What the booking costs: the fare per passenger type, the gross and agency fares, the extras and what the agency
 * pays; once issued, what was paid and, for a partly paid order, what is still due and by when.
 */
export function FareSummaryPanel({ order }: { order: FlightOrder }) {
  const { t } = useTranslation('flightOrder');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const { totals, payment } = order;
  const amount = (value: { amount: number; currency: string }) => money(value.amount, value.currency);

  const paidRows: Figure[] = [];
  if (payment.mode) {
    paidRows.push({ label: t('fare.paid'), value: amount(payment.paidAmount), testId: 'fare-paid' });
    if (payment.dueAmount.amount > 0) {
      paidRows.push({
        label: payment.dueAt ? t('fare.dueBy', { date: time(payment.dueAt) }) : t('fare.due'),
        value: amount(payment.dueAmount),
        color: 'orange.9',
        strong: true,
        testId: 'fare-due',
      });
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="fare-title"
    >
      <Title order={2} fz="lg" id="fare-title" mb="sm">
        {t('fare.title')}
      </Title>
      <Stack gap="sm">
        {order.fareBreakdown.map((line) => (
          <div key={line.passengerType}>
            <Text size="sm" fw={600}>
              {t('fare.perType', { type: t(`paxType.${line.passengerType}`), count: line.count })}
            </Text>
            <FigureList
              rows={[
                { label: t('fare.baseFare'), value: amount(line.baseFare) },
                { label: t('fare.taxes'), value: amount(line.taxes) },
                { label: t('fare.perPassenger'), value: amount(line.grossPerPassenger) },
              ]}
            />
          </div>
        ))}
        <Divider />
        <FigureList
          rows={[
            { label: t('fare.grossFare'), value: amount(totals.fareGross) },
            { label: t('fare.agentFare'), value: amount(totals.fareAgent) },
            { label: t('fare.extras'), value: amount(totals.extras) },
            { label: t('fare.payable'), value: amount(totals.payable), strong: true, testId: 'fare-payable' },
          ]}
        />
        <AgentPriceParts gross={totals.fareGross} commission={totals.commission} ait={totals.ait} />
        {paidRows.length > 0 ? (
          <>
            <Divider />
            <FigureList rows={paidRows} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
