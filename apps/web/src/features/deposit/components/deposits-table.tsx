import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { DepositStatusBadge } from './deposit-status-badge';
import { ViewDepositButton } from './view-deposit-button';

/** The agency's deposits: reference, when it was asked, how, how much, where it stands and when it was decided. */
export function DepositsTable({
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
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={860}
      columns={[
        { label: t('list.reference') },
        { label: t('list.date') },
        { label: t('list.method') },
        { label: t('list.amount'), amount: true },
        { label: t('list.status') },
        { label: t('list.decidedAt') },
        { label: t('list.actions'), hidden: true },
      ]}
    >
      {deposits.map((deposit) => (
        <Table.Tr key={deposit.depositId}>
          <NoWrapCell reference fw={600}>
            {deposit.reference}
          </NoWrapCell>
          <NoWrapCell>{time(deposit.createdAt)}</NoWrapCell>
          <Table.Td>{labels.method(deposit.method)}</Table.Td>
          <NoWrapCell amount fw={600}>
            {money(deposit.amount, deposit.currency)}
          </NoWrapCell>
          <Table.Td>
            <DepositStatusBadge status={deposit.status} />
          </Table.Td>
          <NoWrapCell>
            {deposit.decidedAt ? (
              time(deposit.decidedAt)
            ) : (
              <Text span c="dimmed">
                —
              </Text>
            )}
          </NoWrapCell>
          <Table.Td ta="right">
            <ViewDepositButton deposit={deposit} onView={onView} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}
