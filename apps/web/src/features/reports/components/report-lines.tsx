import type { Key, ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportName } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, type MoneyColumn } from '../../../components/money-table';
import { useReportPage, type ReportAnswers } from '../api/get-report';
import type { ReportFilters } from '../utils/report-filters';
import { CardFigures } from './card-figures';
import { ReportFigures, type Figure } from './report-figures';
import { ReportSection } from './report-section';

type ReportLine<Name extends ReportName> = ReportAnswers[Name]['lines'][number];

/** How one line reads on a phone card. */
export interface LineCard {
  reference: string;
  isName?: boolean;
  status: ReactNode;
  figures: Array<[label: string, value: string]>;
  /** Shown above the figures (a ledger line's description). */
  above?: ReactNode;
  /** Shown below the figures (a sales line's "show only" link). */
  below?: ReactNode;
}

/**
 * A report's page of lines under its filters: its totals, an optional chart, and each line as a table row (with a
 * totals row) or a card. Each report gives only its own figures, columns and cells.
 */
export function ReportLines<Name extends ReportName>({
  report,
  filters,
  onPage,
  totals,
  chart,
  minWidth,
  columns,
  totalsRow,
  keyOf,
  row,
  card,
}: {
  report: Name;
  filters: ReportFilters;
  onPage: (page: number) => void;
  totals: (data: ReportAnswers[Name]) => Figure[];
  /** Given the page on screen, if any (a chart may be titled or drawn from it). */
  chart?: (data: ReportAnswers[Name] | undefined) => ReactNode;
  minWidth: number;
  columns: (data: ReportAnswers[Name]) => MoneyColumn[];
  /** The totals row: how many columns its label spans, and the cells after it. */
  totalsRow: (data: ReportAnswers[Name]) => { span?: number; cells: ReactNode };
  keyOf: (line: ReportLine<Name>) => Key;
  row: (line: ReportLine<Name>, data: ReportAnswers[Name]) => ReactNode;
  card: (line: ReportLine<Name>, data: ReportAnswers[Name]) => LineCard;
}) {
  const { t } = useTranslation('reports');
  const query = useReportPage(report, filters);
  const lines = (data: ReportAnswers[Name]) => data.lines as Array<ReportLine<Name>>;

  return (
    <ReportSection<ReportAnswers[Name]>
      filters={filters}
      onPage={onPage}
      query={query}
      rowsOf={(data) => data.lines.length}
      figures={(data) => <ReportFigures label={t('totals.label')} figures={totals(data)} />}
      chart={chart?.(query.data)}
      table={(data) => {
        const footer = totalsRow(data);
        return (
          <MoneyTable
            label={t(`tabs.${report}`)}
            minWidth={minWidth}
            columns={columns(data)}
            footer={
              <Table.Tr>
                <Table.Th scope="row" colSpan={footer.span}>
                  {t('totals.row')}
                </Table.Th>
                {footer.cells}
              </Table.Tr>
            }
          >
            {lines(data).map((line) => (
              <Table.Tr key={keyOf(line)}>{row(line, data)}</Table.Tr>
            ))}
          </MoneyTable>
        );
      }}
      cards={(data) => (
        <MoneyCards label={t(`tabs.${report}`)}>
          {lines(data).map((line) => {
            const shown = card(line, data);
            return (
              <MoneyCard
                key={keyOf(line)}
                reference={shown.reference}
                isName={shown.isName}
                status={shown.status}
              >
                {shown.above}
                <CardFigures figures={shown.figures} />
                {shown.below}
              </MoneyCard>
            );
          })}
        </MoneyCards>
      )}
    />
  );
}
