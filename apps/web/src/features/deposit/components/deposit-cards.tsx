import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { DepositStatusBadge } from './deposit-status-badge';
import { ViewDepositButton } from './view-deposit-button';

/** The deposits on a phone: one card each. */
export function DepositCards({
  deposits,
  onView,
}: {
  deposits: DepositView[];
  onView: (deposit: DepositView) => void;
}) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {deposits.map((deposit) => (
        <MoneyCard
          key={deposit.depositId}
          reference={deposit.reference}
          status={<DepositStatusBadge status={deposit.status} />}
        >
          <Group justify="space-between" gap="xs" align="flex-end">
            <div>
              <Text size="xs" c="dimmed">
                {labels.method(deposit.method)} · {time(deposit.createdAt)}
              </Text>
              <Text fw={700}>{money(deposit.amount, deposit.currency)}</Text>
            </div>
            <ViewDepositButton deposit={deposit} onView={onView} />
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
