import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareReservation } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** The reservation's money: total, deposit, paid, outstanding; after a release, what was kept and refunded. */
export function ReservationMoney({ reservation }: { reservation: GroupFareReservation }) {
  const { t } = useTranslation('groupFares');
  const money = useLedgerMoney();
  const { money: figures, passengers } = reservation;
  const released = reservation.status === 'Released';
  const rows: Array<{ key: string; amount: number; strong?: boolean }> = [
    { key: 'total', amount: figures.total, strong: true },
    { key: 'deposit', amount: figures.deposit },
    { key: 'paid', amount: figures.paid },
    ...(released
      ? [
          { key: 'kept', amount: figures.kept },
          { key: 'refunded', amount: figures.refunded },
        ]
      : [{ key: 'outstanding', amount: figures.outstanding, strong: figures.outstanding > 0 }]),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="gf-money">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="gf-money">
          {t('reservation.moneyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {(['adults', 'children', 'infants'] as const)
            .filter((type) => passengers[type] > 0)
            .map((type) => t(`reservation.party.${type}`, { count: passengers[type] }))
            .join(' · ')}
        </Text>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" gap="xs" data-testid={`money-${row.key}`}>
            <Text size="sm">{t(`money.${row.key}`)}</Text>
            <Text size="sm" fw={row.strong ? 800 : 600}>
              {money(row.amount, figures.currency)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
