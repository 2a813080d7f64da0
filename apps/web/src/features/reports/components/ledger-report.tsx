import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useZonedDateTime } from '../../../lib/zoned-time';
import type { ReportFilters } from '../utils/report-filters';
import { ReportLines } from './report-lines';

/** The wallet's statement: opening balance, every line oldest first with the balance after it, closing balance. */
export function LedgerReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  // Times in the agency's zone, the zone the report's days are read in.
  const zoned = useZonedDateTime();
  const amount = (value: number, currency: string) => (value === 0 ? '' : money(value, currency));

  return (
    <ReportLines
      report="ledger"
      filters={filters}
      onPage={onPage}
      totals={(data) => [
        { label: t('totals.opening'), value: money(data.openingBalance, data.range.currency) },
        { label: t('totals.debit'), value: money(data.totalDebit, data.range.currency) },
        { label: t('totals.credit'), value: money(data.totalCredit, data.range.currency) },
        { label: t('totals.closing'), value: money(data.closingBalance, data.range.currency), main: true },
      ]}
      minWidth={900}
      columns={() => [
        { label: t('columns.date') },
        { label: t('columns.type') },
        { label: t('columns.reference') },
        { label: t('columns.description') },
        { label: t('columns.debit'), amount: true },
        { label: t('columns.credit'), amount: true },
        { label: t('columns.balance'), amount: true },
      ]}
      totalsRow={(data) => ({
        span: 4,
        cells: (
          <>
            <NoWrapCell amount fw={600}>
              {money(data.totalDebit, data.range.currency)}
            </NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.totalCredit, data.range.currency)}
            </NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.closingBalance, data.range.currency)}
            </NoWrapCell>
          </>
        ),
      })}
      keyOf={(line) => line.entryId}
      row={(line, data) => (
        <>
          <NoWrapCell>{zoned(line.postedAt, data.range.timeZone)}</NoWrapCell>
          <NoWrapCell>{t(`ledgerKinds.${line.kind}`)}</NoWrapCell>
          <NoWrapCell reference>{line.reference}</NoWrapCell>
          <Table.Td fz="sm">{line.description}</Table.Td>
          <NoWrapCell amount>{amount(line.debit, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount>{amount(line.credit, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount>{money(line.balance, data.range.currency)}</NoWrapCell>
        </>
      )}
      card={(line, data) => ({
        reference: line.reference,
        status: t(`ledgerKinds.${line.kind}`),
        above: <Text size="sm">{line.description}</Text>,
        figures: [
          [t('columns.date'), zoned(line.postedAt, data.range.timeZone)],
          line.debit > 0
            ? [t('columns.debit'), money(line.debit, data.range.currency)]
            : [t('columns.credit'), money(line.credit, data.range.currency)],
          [t('columns.balance'), money(line.balance, data.range.currency)],
        ],
      })}
    />
  );
}
