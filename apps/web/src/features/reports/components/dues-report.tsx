import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DueAgeBucket, DuesReport as Report } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useZonedDateTime } from '../../../lib/zoned-time';
import { useReportPage } from '../api/get-report';
import type { ReportFilters } from '../utils/report-filters';
import { CardFigures } from './card-figures';
import { DuesChart, ReportChart } from './report-chart';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';

const bucketColor: Record<DueAgeBucket, string> = {
  notDue: 'teal',
  days1to7: 'yellow',
  days8to30: 'orange',
  days31to60: 'red',
  over60: 'red',
};

/** Open dues by age: each order's outstanding amount and how late it is, with the ageing over all of them. */
export function DuesReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  const zoned = useZonedDateTime();
  const day = useCalendarDay();
  const query = useReportPage('dues', filters);
  const age = (bucket: DueAgeBucket) => (
    <Badge variant="light" color={bucketColor[bucket]}>
      {t(`buckets.${bucket}`)}
    </Badge>
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
            {
              label: t('totals.outstanding'),
              value: money(data.totals.outstanding, data.range.currency),
              main: true,
            },
            { label: t('totals.dues'), value: String(data.totals.count) },
            { label: t('totals.asOf'), value: day(data.asOf) },
          ]}
        />
      )}
      chart={
        query.data ? (
          <ReportChart title={t('charts.duesAgeing')}>
            <DuesChart report={query.data} />
          </ReportChart>
        ) : null
      }
      table={(data) => (
        <MoneyTable
          label={t('tabs.dues')}
          minWidth={980}
          columns={[
            { label: t('columns.order') },
            { label: t('columns.pnr') },
            { label: t('columns.route') },
            { label: t('columns.booked') },
            { label: t('columns.dueDate') },
            { label: t('columns.total'), amount: true },
            { label: t('columns.paid'), amount: true },
            { label: t('columns.outstanding'), amount: true },
            { label: t('columns.age') },
          ]}
          footer={
            <Table.Tr>
              <Table.Th scope="row" colSpan={7}>
                {t('totals.row')}
              </Table.Th>
              <NoWrapCell amount fw={600}>
                {money(data.totals.outstanding, data.range.currency)}
              </NoWrapCell>
              <Table.Td />
            </Table.Tr>
          }
        >
          {data.lines.map((line) => (
            <Table.Tr key={`${line.orderReference}-${line.dueAt}`}>
              <NoWrapCell reference>{line.orderReference}</NoWrapCell>
              <NoWrapCell reference>{line.pnr ?? t('noValue')}</NoWrapCell>
              <NoWrapCell>{line.route ?? t('noValue')}</NoWrapCell>
              <NoWrapCell>{zoned(line.createdAt, data.range.timeZone)}</NoWrapCell>
              <NoWrapCell>{zoned(line.dueAt, data.range.timeZone)}</NoWrapCell>
              <NoWrapCell amount>{money(line.total, data.range.currency)}</NoWrapCell>
              <NoWrapCell amount>{money(line.paid, data.range.currency)}</NoWrapCell>
              <NoWrapCell amount fw={600}>
                {money(line.outstanding, data.range.currency)}
              </NoWrapCell>
              <NoWrapCell>{age(line.bucket)}</NoWrapCell>
            </Table.Tr>
          ))}
        </MoneyTable>
      )}
      cards={(data) => (
        <MoneyCards label={t('tabs.dues')}>
          {data.lines.map((line) => (
            <MoneyCard
              key={`${line.orderReference}-${line.dueAt}`}
              reference={line.orderReference}
              status={age(line.bucket)}
            >
              <CardFigures
                figures={[
                  [t('columns.outstanding'), money(line.outstanding, data.range.currency)],
                  [t('columns.dueDate'), zoned(line.dueAt, data.range.timeZone)],
                  [t('columns.route'), line.route ?? t('noValue')],
                  [t('columns.pnr'), line.pnr ?? t('noValue')],
                  [t('columns.total'), money(line.total, data.range.currency)],
                  [t('columns.paid'), money(line.paid, data.range.currency)],
                ]}
              />
            </MoneyCard>
          ))}
        </MoneyCards>
      )}
    />
  );
}
