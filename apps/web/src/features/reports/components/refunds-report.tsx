import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefundsReport as Report } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useZonedDateTime } from '../../../lib/zoned-time';
import { useReportPage } from '../api/get-report';
import type { ReportFilters } from '../utils/report-filters';
import { CardFigures } from './card-figures';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';

/** Void and refund requests made in the period, with what came back and what was charged. */
export function RefundsReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  const zoned = useZonedDateTime();
  const query = useReportPage('refunds', filters);
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
            { label: t('totals.requests'), value: String(data.totals.count) },
            {
              label: t('totals.refunded'),
              value: money(data.totals.refunded, data.range.currency),
              main: true,
            },
            { label: t('totals.charged'), value: money(data.totals.charged, data.range.currency) },
          ]}
        />
      )}
      table={(data) => (
        <MoneyTable
          label={t('tabs.refunds')}
          minWidth={820}
          columns={[
            { label: t('columns.reference') },
            { label: t('columns.order') },
            { label: t('columns.type') },
            { label: t('columns.status') },
            { label: t('columns.requested') },
            { label: t('columns.refunded'), amount: true },
            { label: t('columns.charged'), amount: true },
          ]}
          footer={
            <Table.Tr>
              <Table.Th scope="row" colSpan={5}>
                {t('totals.row')}
              </Table.Th>
              <NoWrapCell amount fw={600}>
                {money(data.totals.refunded, data.range.currency)}
              </NoWrapCell>
              <NoWrapCell amount fw={600}>
                {money(data.totals.charged, data.range.currency)}
              </NoWrapCell>
            </Table.Tr>
          }
        >
          {data.lines.map((line) => (
            <Table.Tr key={line.reference}>
              <NoWrapCell reference>{line.reference}</NoWrapCell>
              <NoWrapCell reference>{line.orderReference ?? t('noValue')}</NoWrapCell>
              <NoWrapCell>{t(`refundKinds.${line.kind}`)}</NoWrapCell>
              <NoWrapCell>{status(line.status)}</NoWrapCell>
              <NoWrapCell>{zoned(line.requestedAt, data.range.timeZone)}</NoWrapCell>
              <NoWrapCell amount>{money(line.refunded, data.range.currency)}</NoWrapCell>
              <NoWrapCell amount>{money(line.charged, data.range.currency)}</NoWrapCell>
            </Table.Tr>
          ))}
        </MoneyTable>
      )}
      cards={(data) => (
        <MoneyCards label={t('tabs.refunds')}>
          {data.lines.map((line) => (
            <MoneyCard key={line.reference} reference={line.reference} status={status(line.status)}>
              <CardFigures
                figures={[
                  [t('columns.type'), t(`refundKinds.${line.kind}`)],
                  [t('columns.order'), line.orderReference ?? t('noValue')],
                  [t('columns.requested'), zoned(line.requestedAt, data.range.timeZone)],
                  [t('columns.refunded'), money(line.refunded, data.range.currency)],
                  [t('columns.charged'), money(line.charged, data.range.currency)],
                ]}
              />
            </MoneyCard>
          ))}
        </MoneyCards>
      )}
    />
  );
}
