import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OnlinePaymentView } from '@portal/contracts';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { TransactionStatusBadge } from './transaction-status-badge';

/** The gateway payments, one row each: when, which, how, how much and what became of it. */
export function TransactionsTable({ transactions }: { transactions: OnlinePaymentView[] }) {
  const { t } = useTranslation('eTransactions');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <MoneyTable
      label={t('table.label')}
      minWidth={860}
      columns={[
        { label: t('table.date') },
        { label: t('table.reference') },
        { label: t('table.method') },
        { label: t('table.paidWith') },
        { label: t('table.amount'), amount: true },
        { label: t('table.surcharge'), amount: true },
        { label: t('table.total'), amount: true },
        { label: t('table.status') },
      ]}
    >
      {transactions.map((payment) => (
        <Table.Tr key={payment.paymentId}>
          <NoWrapCell>{time(payment.createdAt)}</NoWrapCell>
          <NoWrapCell reference>{payment.reference}</NoWrapCell>
          <Table.Td>{t(`methods.${payment.method}`)}</Table.Td>
          <Table.Td>{payment.paidWith ?? '—'}</Table.Td>
          <NoWrapCell amount>{money(payment.amount, payment.currency)}</NoWrapCell>
          <NoWrapCell amount>{money(payment.surcharge, payment.currency)}</NoWrapCell>
          <NoWrapCell amount fw={600}>
            {money(payment.total, payment.currency)}
          </NoWrapCell>
          <Table.Td>
            <TransactionStatusBadge payment={payment} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}
