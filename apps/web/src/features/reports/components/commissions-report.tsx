import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommissionsLine, CommissionsReport as Report } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useReportPage } from '../api/get-report';
import type { ReportFilters } from '../utils/report-filters';
import { CardFigures } from './card-figures';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';

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
  const query = useReportPage('commissions', filters);
  const monthFormat = new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = (value: string | null) =>
    value ? monthFormat.format(new Date(`${value}-01T00:00:00Z`)) : null;
  const name = (line: CommissionsLine) =>
    [line.airline, month(line.month)].filter(Boolean).join(' · ') || t('noValue');
  const keyOf = (line: CommissionsLine) => `${line.airline ?? ''}-${line.month ?? ''}`;

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
            {
              label: t('totals.commission'),
              value: money(data.totals.commission, data.range.currency),
              main: true,
            },
            { label: t('totals.ait'), value: money(data.totals.ait, data.range.currency) },
            { label: t('totals.gross'), value: money(data.totals.gross, data.range.currency) },
            { label: t('totals.tickets'), value: String(data.totals.count) },
          ]}
        />
      )}
      table={(data) => {
        const withAirline = data.groupBy !== 'month';
        const withMonth = data.groupBy !== 'airline';
        const labels = [withAirline ? 1 : 0, withMonth ? 1 : 0].reduce((a, b) => a + b, 0);
        return (
          <MoneyTable
            label={t('tabs.commissions')}
            minWidth={640}
            columns={[
              ...(withAirline ? [{ label: t('columns.airline') }] : []),
              ...(withMonth ? [{ label: t('columns.month') }] : []),
              { label: t('columns.tickets'), amount: true },
              { label: t('columns.gross'), amount: true },
              { label: t('columns.commission'), amount: true },
              { label: t('columns.ait'), amount: true },
            ]}
            footer={
              <Table.Tr>
                <Table.Th scope="row" colSpan={labels}>
                  {t('totals.row')}
                </Table.Th>
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
              </Table.Tr>
            }
          >
            {data.lines.map((line) => (
              <Table.Tr key={keyOf(line)}>
                {withAirline ? <NoWrapCell>{line.airline ?? t('noValue')}</NoWrapCell> : null}
                {withMonth ? <NoWrapCell>{month(line.month) ?? t('noValue')}</NoWrapCell> : null}
                <NoWrapCell amount>{line.count}</NoWrapCell>
                <NoWrapCell amount>{money(line.gross, data.range.currency)}</NoWrapCell>
                <NoWrapCell amount>{money(line.commission, data.range.currency)}</NoWrapCell>
                <NoWrapCell amount>{money(line.ait, data.range.currency)}</NoWrapCell>
              </Table.Tr>
            ))}
          </MoneyTable>
        );
      }}
      cards={(data) => (
        <MoneyCards label={t('tabs.commissions')}>
          {data.lines.map((line) => (
            <MoneyCard
              key={keyOf(line)}
              reference={name(line)}
              isName
              status={money(line.commission, data.range.currency)}
            >
              <CardFigures
                figures={[
                  [t('columns.tickets'), String(line.count)],
                  [t('columns.gross'), money(line.gross, data.range.currency)],
                  [t('columns.ait'), money(line.ait, data.range.currency)],
                ]}
              />
            </MoneyCard>
          ))}
        </MoneyCards>
      )}
    />
  );
}
