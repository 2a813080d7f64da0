import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentView } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { TransactionStatusBadge } from './transaction-status-badge';

/** The gateway payments on a phone: one card each. */
export function TransactionCards({ transactions }: { transactions: OnlinePaymentView[] }) {
  const { t } = useTranslation('eTransactions');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyCards label={t('table.label')}>
      {transactions.map((payment) => (
        <MoneyCard
          key={payment.paymentId}
          reference={payment.reference}
          status={<TransactionStatusBadge payment={payment} />}
        >
          <Text size="xs" c="dimmed">
            {[t(`methods.${payment.method}`), payment.paidWith, time(payment.createdAt)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group justify="space-between" gap="xs" align="flex-end">
            <Text size="xs" c="dimmed">
              {t('table.surcharge')}: {money(payment.surcharge, payment.currency)}
            </Text>
            <Text fw={700}>{money(payment.total, payment.currency)}</Text>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
