import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReport as Report, SalesFigures } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useReportPage } from '../api/get-report';
import { scopeOfLine, type ReportFilters } from '../utils/report-filters';
import { CardFigures } from './card-figures';
import { useLineLabel } from './line-label';
import { ReportChart, SalesChart } from './report-chart';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';

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
  const query = useReportPage('sales', filters);
  const groupBy = query.data?.groupBy ?? filters.groupBy ?? 'day';

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
    <ReportSection<Report>
      filters={filters}
      onPage={onPage}
      query={query}
      rowsOf={(data) => data.lines.length}
      figures={(data) => (
        <ReportFigures
          label={t('totals.label')}
          figures={[
            { label: t('totals.netSales'), value: money(data.totals.net, data.range.currency), main: true },
            { label: t('totals.orders'), value: String(data.totals.count) },
            { label: t('totals.gross'), value: money(data.totals.gross, data.range.currency) },
            { label: t('totals.commission'), value: money(data.totals.commission, data.range.currency) },
            { label: t('totals.ait'), value: money(data.totals.ait, data.range.currency) },
            { label: t('totals.profit'), value: money(data.totals.profit, data.range.currency) },
          ]}
        />
      )}
      chart={
        <ReportChart
          title={
            groupBy === 'day'
              ? t('charts.salesByDay')
              : t('charts.salesByGroup', { group: t(`groupings.${groupBy}`).toLocaleLowerCase() })
          }
        >
          <SalesChart filters={filters} />
        </ReportChart>
      }
      table={(data) => (
        <MoneyTable
          label={t('tabs.sales')}
          minWidth={860}
          columns={[
            { label: t(`columns.${data.groupBy}`) },
            { label: t('columns.count'), amount: true },
            ...amounts.map((amount) => ({ label: t(`columns.${amount}`), amount: true })),
          ]}
          footer={
            <Table.Tr>
              <Table.Th scope="row">{t('totals.row')}</Table.Th>
              {cells(data.totals, data.range.currency)}
            </Table.Tr>
          }
        >
          {data.lines.map((line) => (
            <Table.Tr key={line.key}>
              <NoWrapCell>
                <LineName
                  name={labelOf(data.groupBy, line)}
                  scope={scopeOfLine(data.groupBy, line.key)}
                  onChange={onChange}
                />
              </NoWrapCell>
              {cells(line, data.range.currency)}
            </Table.Tr>
          ))}
        </MoneyTable>
      )}
      cards={(data) => (
        <MoneyCards label={t('tabs.sales')}>
          {data.lines.map((line) => (
            <MoneyCard
              key={line.key}
              reference={labelOf(data.groupBy, line)}
              isName
              status={
                <Text size="sm" fw={700}>
                  {money(line.net, data.range.currency)}
                </Text>
              }
            >
              <CardFigures
                figures={[
                  [t('columns.count'), String(line.count)],
                  [t('columns.gross'), money(line.gross, data.range.currency)],
                  [t('columns.commission'), money(line.commission, data.range.currency)],
                  [t('columns.ait'), money(line.ait, data.range.currency)],
                  [t('columns.profit'), money(line.profit, data.range.currency)],
                ]}
              />
              {scopeOfLine(data.groupBy, line.key) ? (
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  ta="left"
                  onClick={() => onChange(scopeOfLine(data.groupBy, line.key) ?? {})}
                >
                  {t('scope.showOnly', { name: labelOf(data.groupBy, line) })}
                </Anchor>
              ) : null}
            </MoneyCard>
          ))}
        </MoneyCards>
      )}
    />
  );
}
