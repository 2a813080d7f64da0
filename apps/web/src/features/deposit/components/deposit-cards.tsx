import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { DepositStatusBadge } from './deposit-status-badge';

/** The deposits on a phone: one card each. */
export function DepositCards({
  deposits,
  onView,
}: {
  deposits: DepositView[];
  onView: (deposit: DepositView) => void;
}) {
  const { t } = useTranslation('deposit');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('list.tableLabel')}
    >
      {deposits.map((deposit) => (
        <Paper key={deposit.depositId} component="li" withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text ff="monospace" fw={700} size="sm">
                {deposit.reference}
              </Text>
              <DepositStatusBadge status={deposit.status} />
            </Group>
            <Group justify="space-between" gap="xs" align="flex-end">
              <div>
                <Text size="xs" c="dimmed">
                  {t(`methods.${deposit.method}`)} · {time(deposit.createdAt)}
                </Text>
                <Text fw={700}>{money(deposit.amount, deposit.currency)}</Text>
              </div>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onView(deposit)}
                aria-label={t('list.viewOf', { reference: deposit.reference })}
              >
                {t('list.view')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
