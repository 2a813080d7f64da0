import { useTranslation } from 'react-i18next';
import type { CommissionsLine } from '@portal/contracts';
import { NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import type { ReportFilters } from '../utils/report-filters';
import { ReportLines } from './report-lines';

/** Tickets issued in the period with their gross, commission and AIT, per airline and/or month. */
export function CommissionsReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const money = useLedgerMoney();
  const monthFormat = new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = (value: string | null) =>
    value ? monthFormat.format(new Date(`${value}-01T00:00:00Z`)) : null;
  const name = (line: CommissionsLine) =>
    [line.airline, month(line.month)].filter(Boolean).join(' · ') || t('noValue');
  // Lines grouped by month alone have no airline column, and by airline alone no month column.
  const withAirline = (groupBy: string) => groupBy !== 'month';
  const withMonth = (groupBy: string) => groupBy !== 'airline';

  return (
    <ReportLines
      report="commissions"
      filters={filters}
      onPage={onPage}
      totals={(data) => [
        {
          label: t('totals.commission'),
          value: money(data.totals.commission, data.range.currency),
          main: true,
        },
        { label: t('totals.ait'), value: money(data.totals.ait, data.range.currency) },
        { label: t('totals.gross'), value: money(data.totals.gross, data.range.currency) },
        { label: t('totals.tickets'), value: String(data.totals.count) },
      ]}
      minWidth={640}
      columns={(data) => [
        ...(withAirline(data.groupBy) ? [{ label: t('columns.airline') }] : []),
        ...(withMonth(data.groupBy) ? [{ label: t('columns.month') }] : []),
        { label: t('columns.tickets'), amount: true },
        { label: t('columns.gross'), amount: true },
        { label: t('columns.commission'), amount: true },
        { label: t('columns.ait'), amount: true },
      ]}
      totalsRow={(data) => ({
        span: (withAirline(data.groupBy) ? 1 : 0) + (withMonth(data.groupBy) ? 1 : 0),
        cells: (
          <>
            <NoWrapCell amount>{data.totals.count}</NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.totals.gross, data.range.currency)}
            </NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.totals.commission, data.range.currency)}
            </NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.totals.ait, data.range.currency)}
            </NoWrapCell>
          </>
        ),
      })}
      keyOf={(line) => `${line.airline ?? ''}-${line.month ?? ''}`}
      row={(line, data) => (
        <>
          {withAirline(data.groupBy) ? <NoWrapCell>{line.airline ?? t('noValue')}</NoWrapCell> : null}
          {withMonth(data.groupBy) ? <NoWrapCell>{month(line.month) ?? t('noValue')}</NoWrapCell> : null}
          <NoWrapCell amount>{line.count}</NoWrapCell>
          <NoWrapCell amount>{money(line.gross, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount>{money(line.commission, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount>{money(line.ait, data.range.currency)}</NoWrapCell>
        </>
      )}
      card={(line, data) => ({
        reference: name(line),
        isName: true,
        status: money(line.commission, data.range.currency),
        figures: [
          [t('columns.tickets'), String(line.count)],
          [t('columns.gross'), money(line.gross, data.range.currency)],
          [t('columns.ait'), money(line.ait, data.range.currency)],
        ],
      })}
    />
  );
}
