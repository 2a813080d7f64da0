import { DueAgeBuckets, type DueAgeBucket, type ReportExportQuery, type ReportName } from '@portal/contracts';
import type { Db } from '../../db/client';
import { collectBookings } from './bookings-report';
import { collectCommissions } from './commissions-report';
import { dueBuckets, dueLines } from './dues.repository';
import { duesFilterFor, toDuesLine } from './dues-report';
import { statementFrame, toStatementLine } from './ledger-statement';
import { refundLines, refundTotals } from './refunds.repository';
import { refundsFilterFor, toRefundsLine } from './refunds-report';
import type { ReportScope } from './report-scope';
import type { ResolvedRange } from './report-range';
import { collectSales } from './sales-report';
import { statementLines } from './statement.repository';

/** How a column's values read: money in minor units is written with its two decimals. */
export type ColumnKind = 'text' | 'money' | 'count' | 'instant';
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  kind: ColumnKind;
  /** Relative width, for spreadsheets and the PDF. */
  width: number;
}

/**
 * A report as rows for a file: its columns, its lines in batches (so a year of ledger lines never sits in memory
 * at once), then a totals row and notes (opening and closing balances, ageing buckets).
 */
export interface ReportTable {
  title: string;
  range: ResolvedRange;
  columns: ReportColumn[];
  batches: () => AsyncGenerator<Cell[][]>;
  totals: Cell[];
  notes: [string, Cell, ColumnKind][];
}

/** Lines are read in keyset (or offset, for the small reports) pages of this many rows. */
export const exportBatchSize = 2_000;

const bucketLabels: Record<DueAgeBucket, string> = {
  notDue: 'not yet due',
  days1to7: '1–7 days overdue',
  days8to30: '8–30 days overdue',
  days31to60: '31–60 days overdue',
  over60: 'over 60 days overdue',
};

const column = (header: string, kind: ColumnKind, width = 14): ReportColumn => ({ header, kind, width });

async function* once(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  yield rows;
}

/** A report's rows read in offset pages, each row shaped as the answer's line and then as the file's cells. */
async function* pagedLines<Row, Line>(
  read: (page: { offset: number; limit: number }) => Promise<Row[]>,
  toLine: (row: Row) => Line,
  cells: (line: Line) => Cell[],
): AsyncGenerator<Cell[][]> {
  for (let offset = 0; ; offset += exportBatchSize) {
    const rows = await read({ offset, limit: exportBatchSize });
    if (rows.length > 0) yield rows.map((row) => cells(toLine(row)));
    if (rows.length < exportBatchSize) return;
  }
}

type Input = { db: Db; scope: ReportScope; now: Date };
type Builder<N extends ReportName> = (
  input: Input,
  filters: Extract<ReportExportQuery, { report: N }>,
) => Promise<ReportTable>;

const figureColumns = [
  column('Orders', 'count', 10),
  column('Gross', 'money'),
  column('Net', 'money'),
  column('Commission', 'money'),
  column('AIT', 'money'),
  column('Profit', 'money'),
];

const sales: Builder<'sales'> = async (input, filters) => {
  const { range, lines, totals } = await collectSales({ ...input, filters });
  const figures = (line: typeof totals) => [
    line.count,
    line.gross,
    line.net,
    line.commission,
    line.ait,
    line.profit,
  ];
  return {
    title: `Sales by ${filters.groupBy}`,
    range,
    columns: [column(filters.groupBy === 'day' ? 'Day' : 'Group', 'text', 24), ...figureColumns],
    batches: () => once(lines.map((line) => [line.label, ...figures(line)])),
    totals: ['Total', ...figures(totals)],
    notes: [],
  };
};

const bookings: Builder<'bookings'> = async (input, filters) => {
  const { range, lines, totals } = await collectBookings({ ...input, filters });
  return {
    title: 'Bookings by status',
    range,
    columns: [
      column('Product', 'text'),
      column('Status', 'text'),
      column('Bookings', 'count'),
      column('Amount', 'money'),
    ],
    batches: () => once(lines.map((line) => [line.product, line.status, line.count, line.amount])),
    totals: ['Total', null, totals.count, totals.amount],
    notes: [],
  };
};

const ledger: Builder<'ledger'> = async (input, filters) => {
  const frame = await statementFrame({ ...input, filters });
  const { filter } = frame;
  async function* batches(): AsyncGenerator<Cell[][]> {
    if (!filter) return;
    // Keyset pages on the entry id: each page starts after the last one read, whatever its size.
    for (let afterId = -1; ;) {
      const rows = await statementLines(input.db, filter, { afterId, limit: exportBatchSize });
      if (rows.length > 0) {
        yield rows.map((row) => {
          const line = toStatementLine(row);
          return [
            line.postedAt,
            line.kind,
            line.reference,
            line.description,
            line.debit,
            line.credit,
            line.balance,
          ];
        });
        afterId = rows[rows.length - 1]?.entryId ?? afterId;
      }
      if (rows.length < exportBatchSize) return;
    }
  }
  return {
    title: 'Ledger statement',
    range: frame.range,
    columns: [
      column('Date', 'instant', 18),
      column('Type', 'text', 12),
      column('Reference', 'text', 16),
      column('Description', 'text', 40),
      column('Debit', 'money'),
      column('Credit', 'money'),
      column('Balance', 'money', 16),
    ],
    batches,
    totals: ['Total', null, null, null, frame.totals.debit, frame.totals.credit, null],
    notes: [
      ['Opening balance', frame.openingBalance, 'money'],
      ['Closing balance', frame.closingBalance, 'money'],
    ],
  };
};

const refunds: Builder<'refunds'> = async (input, filters) => {
  const { range, filter } = await refundsFilterFor({ ...input, filters });
  const totals = await refundTotals(input.db, filter);
  return {
    title: 'Refunds and voids',
    range,
    columns: [
      column('Request', 'text'),
      column('Order', 'text'),
      column('Kind', 'text', 10),
      column('Status', 'text', 12),
      column('Requested', 'instant', 18),
      column('Refunded', 'money'),
      column('Charged', 'money'),
    ],
    batches: () =>
      pagedLines(
        (page) => refundLines(input.db, filter, page),
        toRefundsLine,
        (line) => [
          line.reference,
          line.orderReference,
          line.kind,
          line.status,
          line.requestedAt,
          line.refunded,
          line.charged,
        ],
      ),
    totals: ['Total', null, null, null, null, totals.refunded, totals.charged],
    notes: [],
  };
};

const dues: Builder<'dues'> = async (input, filters) => {
  const { range, filter } = await duesFilterFor({ ...input, filters });
  const buckets = await dueBuckets(input.db, filter);
  const outstanding = buckets.reduce((sum, bucket) => sum + Number(bucket.outstanding), 0);
  return {
    title: `Dues and ageing on ${filter.asOf}`,
    range,
    columns: [
      column('Order', 'text'),
      column('PNR', 'text', 10),
      column('Route', 'text', 12),
      column('Due', 'instant', 18),
      column('Days overdue', 'count', 10),
      column('Age', 'text', 12),
      column('Total', 'money'),
      column('Paid', 'money'),
      column('Outstanding', 'money'),
    ],
    batches: () =>
      pagedLines(
        (page) => dueLines(input.db, filter, page),
        toDuesLine,
        (line) => [
          line.orderReference,
          line.pnr,
          line.route,
          line.dueAt,
          line.daysOverdue,
          line.bucket,
          line.total,
          line.paid,
          line.outstanding,
        ],
      ),
    totals: ['Total', null, null, null, null, null, null, null, outstanding],
    notes: DueAgeBuckets.map((name) => [
      `Outstanding ${bucketLabels[name]}`,
      Number(buckets.find((bucket) => bucket.bucket === name)?.outstanding ?? 0),
      'money',
    ]),
  };
};

const commissions: Builder<'commissions'> = async (input, filters) => {
  const { range, lines, totals } = await collectCommissions({ ...input, filters });
  return {
    title: 'Commissions and AIT',
    range,
    columns: [
      column('Month', 'text', 10),
      column('Airline', 'text', 10),
      column('Tickets', 'count', 10),
      column('Gross', 'money'),
      column('Commission', 'money'),
      column('AIT', 'money'),
    ],
    batches: () =>
      once(
        lines.map((line) => [line.month, line.airline, line.count, line.gross, line.commission, line.ait]),
      ),
    totals: ['Total', null, totals.count, totals.gross, totals.commission, totals.ait],
    notes: [],
  };
};

const builders: { [N in ReportName]: Builder<N> } = { sales, bookings, ledger, refunds, dues, commissions };

/** The report a query names, as a table for a file. */
export function buildReportTable(input: Input, filters: ReportExportQuery): Promise<ReportTable> {
  const build = builders[filters.report] as Builder<ReportName>;
  return build(input, filters as never);
}
