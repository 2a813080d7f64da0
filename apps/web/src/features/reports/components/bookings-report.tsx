import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingsReport as Report } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useReportPage } from '../api/get-report';
import type { ReportFilters } from '../utils/report-filters';
import { CardFigures } from './card-figures';
import { BookingsChart, ReportChart } from './report-chart';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';

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
  const query = useReportPage('bookings', filters);
  const status = (value: string) => t(`statuses.${value}`, { defaultValue: value });

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
            { label: t('totals.bookings'), value: String(data.totals.count), main: true },
            { label: t('totals.amount'), value: money(data.totals.amount, data.range.currency) },
          ]}
        />
      )}
      chart={
        <ReportChart title={t('charts.bookingsByStatus')}>
          <BookingsChart filters={filters} />
        </ReportChart>
      }
      table={(data) => (
        <MoneyTable
          label={t('tabs.bookings')}
          minWidth={560}
          columns={[
            { label: t('columns.product') },
            { label: t('columns.status') },
            { label: t('columns.bookings'), amount: true },
            { label: t('columns.amount'), amount: true },
          ]}
          footer={
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {t('totals.row')}
              </Table.Th>
              <NoWrapCell amount>{data.totals.count}</NoWrapCell>
              <NoWrapCell amount fw={600}>
                {money(data.totals.amount, data.range.currency)}
              </NoWrapCell>
            </Table.Tr>
          }
        >
          {data.lines.map((line) => (
            <Table.Tr key={`${line.product}-${line.status}`}>
              <NoWrapCell>{t(`products.${line.product}`)}</NoWrapCell>
              <NoWrapCell>{status(line.status)}</NoWrapCell>
              <NoWrapCell amount>{line.count}</NoWrapCell>
              <NoWrapCell amount>{money(line.amount, data.range.currency)}</NoWrapCell>
            </Table.Tr>
          ))}
        </MoneyTable>
      )}
      cards={(data) => (
        <MoneyCards label={t('tabs.bookings')}>
          {data.lines.map((line) => (
            <MoneyCard
              key={`${line.product}-${line.status}`}
              reference={t(`products.${line.product}`)}
              isName
              status={status(line.status)}
            >
              <CardFigures
                figures={[
                  [t('columns.bookings'), String(line.count)],
                  [t('columns.amount'), money(line.amount, data.range.currency)],
                ]}
              />
            </MoneyCard>
          ))}
        </MoneyCards>
      )}
    />
  );
}
