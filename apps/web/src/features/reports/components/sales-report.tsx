import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesFigures } from '@portal/contracts';
import { NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { scopeOfLine, type ReportFilters } from '../utils/report-filters';
import { useLineLabel } from './line-label';
import { ReportChart, SalesChart } from './report-chart';
import { ReportLines } from './report-lines';

const amounts = ['gross', 'commission', 'ait', 'net', 'profit'] as const;

/** A line's name; a branch's or staff member's is a button that shows the reports for them alone. */
function LineName({
  name,
  scope,
  onChange,
}: {
  name: string;
  scope: Partial<ReportFilters> | null;
  onChange: (change: Partial<ReportFilters>) => void;
}) {
  const { t } = useTranslation('reports');
  if (!scope) return name;
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      onClick={() => onChange(scope)}
      title={t('scope.showOnly', { name })}
    >
      {name}
    </Anchor>
  );
}

/** Sales grouped by day, product, airline, route, staff or branch: orders, gross, commission, AIT, net, profit. */
export function SalesReportView({
  filters,
  onPage,
  onChange,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
  /** A branch's or staff member's line narrows every report to them. */
  onChange: (change: Partial<ReportFilters>) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  const labelOf = useLineLabel();

  const cells = (figures: SalesFigures, currency: string) => (
    <>
      <NoWrapCell amount>{figures.count}</NoWrapCell>
      {amounts.map((amount) => (
        <NoWrapCell key={amount} amount fw={amount === 'net' ? 600 : undefined}>
          {money(figures[amount], currency)}
        </NoWrapCell>
      ))}
    </>
  );

  return (
    <ReportLines
      report="sales"
      filters={filters}
      onPage={onPage}
      totals={(data) => [
        { label: t('totals.netSales'), value: money(data.totals.net, data.range.currency), main: true },
        { label: t('totals.orders'), value: String(data.totals.count) },
        { label: t('totals.gross'), value: money(data.totals.gross, data.range.currency) },
        { label: t('totals.commission'), value: money(data.totals.commission, data.range.currency) },
        { label: t('totals.ait'), value: money(data.totals.ait, data.range.currency) },
        { label: t('totals.profit'), value: money(data.totals.profit, data.range.currency) },
      ]}
      chart={(data) => {
        const groupBy = data?.groupBy ?? filters.groupBy ?? 'day';
        return (
          <ReportChart
            title={
              groupBy === 'day'
                ? t('charts.salesByDay')
                : t('charts.salesByGroup', { group: t(`groupings.${groupBy}`).toLocaleLowerCase() })
            }
          >
            <SalesChart filters={filters} />
          </ReportChart>
        );
      }}
      minWidth={860}
      columns={(data) => [
        { label: t(`columns.${data.groupBy}`) },
        { label: t('columns.count'), amount: true },
        ...amounts.map((amount) => ({ label: t(`columns.${amount}`), amount: true })),
      ]}
      totalsRow={(data) => ({ cells: cells(data.totals, data.range.currency) })}
      keyOf={(line) => line.key}
      row={(line, data) => (
        <>
          <NoWrapCell>
            <LineName
              name={labelOf(data.groupBy, line)}
              scope={scopeOfLine(data.groupBy, line.key)}
              onChange={onChange}
            />
          </NoWrapCell>
          {cells(line, data.range.currency)}
        </>
      )}
      card={(line, data) => ({
        reference: labelOf(data.groupBy, line),
        isName: true,
        status: (
          <Text size="sm" fw={700}>
            {money(line.net, data.range.currency)}
          </Text>
        ),
        figures: [
          [t('columns.count'), String(line.count)],
          [t('columns.gross'), money(line.gross, data.range.currency)],
          [t('columns.commission'), money(line.commission, data.range.currency)],
          [t('columns.ait'), money(line.ait, data.range.currency)],
          [t('columns.profit'), money(line.profit, data.range.currency)],
        ],
        below: scopeOfLine(data.groupBy, line.key) ? (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            ta="left"
            onClick={() => onChange(scopeOfLine(data.groupBy, line.key) ?? {})}
          >
            {t('scope.showOnly', { name: labelOf(data.groupBy, line) })}
          </Anchor>
        ) : null,
      })}
    />
  );
}
