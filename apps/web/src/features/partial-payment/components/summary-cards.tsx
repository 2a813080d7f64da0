import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartialPaymentSummary } from '@portal/contracts';
import { LoadFailedAlert } from '../../../components/paged-results';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useSummary } from '../api/get-summary';

function Figure({
  label,
  amount,
  count,
  currency,
  color,
}: {
  label: string;
  amount: number;
  count: number;
  currency: string;
  color?: string;
}) {
  const { t } = useTranslation('partialPayment');
  const money = useLedgerMoney();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={22} c={amount > 0 ? color : undefined}>
        {money(amount, currency)}
      </Text>
      <Text size="sm">{t('summary.orders', { count })}</Text>
    </Paper>
  );
}

/**
 * What the agency owes, what is late and what falls due this week, one row of cards per currency. With no open due
 * the cards show zero in the tenant's currency.
 */
export function SummaryCards({ currency }: { currency: string }) {
  const { t } = useTranslation('partialPayment');
  const summary = useSummary();
  if (summary.isPending) return <Skeleton h={96} radius="md" />;
  if (summary.isError) {
    return (
      <LoadFailedAlert
        message={t('summary.loadFailed')}
        retry={t('retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const empty: PartialPaymentSummary = {
    currency,
    outstandingAmount: 0,
    openCount: 0,
    overdueAmount: 0,
    overdueCount: 0,
    dueSoonAmount: 0,
    dueSoonCount: 0,
  };
  const rows = summary.data.summaries.length > 0 ? summary.data.summaries : [empty];
  return (
    <section aria-label={t('summary.label')}>
      {rows.map((row) => (
        <SimpleGrid key={row.currency} cols={{ base: 1, xs: 3 }} spacing="sm" mb="xs">
          <Figure
            label={t('summary.outstanding')}
            amount={row.outstandingAmount}
            count={row.openCount}
            currency={row.currency}
          />
          <Figure
            label={t('summary.overdue')}
            amount={row.overdueAmount}
            count={row.overdueCount}
            currency={row.currency}
            color="red.8"
          />
          <Figure
            label={t('summary.dueSoon', { days: summary.data.dueSoonDays })}
            amount={row.dueSoonAmount}
            count={row.dueSoonCount}
            currency={row.currency}
            color="orange.8"
          />
        </SimpleGrid>
      ))}
    </section>
  );
}
