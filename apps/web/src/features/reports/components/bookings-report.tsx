import { useTranslation } from 'react-i18next';
import { NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import type { ReportFilters } from '../utils/report-filters';
import { BookingsChart, ReportChart } from './report-chart';
import { ReportLines } from './report-lines';

/** Bookings made in the period per product and status: how many and what they are worth. */
export function BookingsReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  const status = (value: string) => t(`statuses.${value}`, { defaultValue: value });

  return (
    <ReportLines
      report="bookings"
      filters={filters}
      onPage={onPage}
      totals={(data) => [
        { label: t('totals.bookings'), value: String(data.totals.count), main: true },
        { label: t('totals.amount'), value: money(data.totals.amount, data.range.currency) },
      ]}
      chart={() => (
        <ReportChart title={t('charts.bookingsByStatus')}>
          <BookingsChart filters={filters} />
        </ReportChart>
      )}
      minWidth={560}
      columns={() => [
        { label: t('columns.product') },
        { label: t('columns.status') },
        { label: t('columns.bookings'), amount: true },
        { label: t('columns.amount'), amount: true },
      ]}
      totalsRow={(data) => ({
        span: 2,
        cells: (
          <>
            <NoWrapCell amount>{data.totals.count}</NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.totals.amount, data.range.currency)}
            </NoWrapCell>
          </>
        ),
      })}
      keyOf={(line) => `${line.product}-${line.status}`}
      row={(line, data) => (
        <>
          <NoWrapCell>{t(`products.${line.product}`)}</NoWrapCell>
          <NoWrapCell>{status(line.status)}</NoWrapCell>
          <NoWrapCell amount>{line.count}</NoWrapCell>
          <NoWrapCell amount>{money(line.amount, data.range.currency)}</NoWrapCell>
        </>
      )}
      card={(line, data) => ({
        reference: t(`products.${line.product}`),
        isName: true,
        status: status(line.status),
        figures: [
          [t('columns.bookings'), String(line.count)],
          [t('columns.amount'), money(line.amount, data.range.currency)],
        ],
      })}
    />
  );
}
