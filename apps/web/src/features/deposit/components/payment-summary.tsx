import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { surchargeOf } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** What the payer is charged: the amount credited, the surcharge at its rate, and the total, before paying. */
export function PaymentSummary({
  amount,
  basisPoints,
  currency,
}: {
  amount: number | null;
  basisPoints: number;
  currency: string;
}) {
  const { t } = useTranslation('onlinePayment');
  const money = useLedgerMoney();
  const credited = amount ?? 0;
  const surcharge = surchargeOf(credited, basisPoints);
  const rows = [
    { label: t('summary.amount'), value: money(credited, currency), testId: 'summary-amount' },
    {
      label: t('summary.surcharge', { percent: basisPoints / 100 }),
      value: money(surcharge, currency),
      testId: 'summary-surcharge',
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap={6} aria-live="polite">
        <Title order={2} fz="md">
          {t('summary.title')}
        </Title>
        {rows.map((row) => (
          <Group key={row.testId} justify="space-between" gap="xs">
            <Text size="sm">{row.label}</Text>
            <Text size="sm" fw={600} data-testid={row.testId}>
              {row.value}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          gap="xs"
          pt={4}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700} data-testid="summary-total">
            {money(credited + surcharge, currency)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
