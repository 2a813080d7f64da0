import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PassbookPage } from '@portal/contracts';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { kindColor } from '../utils/kind-color';

/** The wallet's lines with the balance after each; with `showCreditUsed`, how much credit each balance leaves used. */
export function PassbookTable({
  page,
  showCreditUsed = false,
}: {
  page: PassbookPage;
  showCreditUsed?: boolean;
}) {
  const { t } = useTranslation('ledger');
  const money = useLedgerMoney();
  const postedTime = useTenantDateTime();
  const amount = (minor: number) =>
    minor === 0 ? (
      <Text span c="dimmed">
        —
      </Text>
    ) : (
      money(minor, page.currency)
    );

  return (
    <MoneyTable
      label={t('table.label')}
      minWidth={showCreditUsed ? 1040 : 920}
      columns={[
        { label: t('table.date') },
        { label: t('table.type') },
        { label: t('table.reference') },
        { label: t('table.description') },
        { label: t('table.debit'), amount: true },
        { label: t('table.credit'), amount: true },
        { label: t('table.balance'), amount: true },
        ...(showCreditUsed ? [{ label: t('table.creditUsed'), amount: true }] : []),
      ]}
      footer={
        <Table.Tr>
          <Table.Th colSpan={4} scope="row">
            {t('table.totals')}
          </Table.Th>
          <NoWrapCell amount fw={700}>
            {money(page.totalDebit, page.currency)}
          </NoWrapCell>
          <NoWrapCell amount fw={700}>
            {money(page.totalCredit, page.currency)}
          </NoWrapCell>
          <Table.Td colSpan={showCreditUsed ? 2 : 1} />
        </Table.Tr>
      }
    >
      {page.entries.map((entry) => (
        <Table.Tr key={entry.entryId}>
          <NoWrapCell>{postedTime(entry.postedAt)}</NoWrapCell>
          <Table.Td>
            <Badge variant="light" color={kindColor[entry.kind]} miw="max-content">
              {t(`kinds.${entry.kind}`)}
            </Badge>
          </Table.Td>
          <NoWrapCell reference>{entry.reference}</NoWrapCell>
          <Table.Td maw={360} style={{ overflowWrap: 'anywhere' }}>
            {entry.description}
          </Table.Td>
          <NoWrapCell amount>{amount(entry.debit)}</NoWrapCell>
          <NoWrapCell amount c={entry.credit > 0 ? 'green.8' : undefined}>
            {amount(entry.credit)}
          </NoWrapCell>
          <NoWrapCell amount fw={600} c={entry.balance < 0 ? 'red.8' : undefined}>
            {money(entry.balance, entry.currency)}
          </NoWrapCell>
          {showCreditUsed ? <NoWrapCell amount>{amount(Math.max(0, -entry.balance))}</NoWrapCell> : null}
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}
