import type { BookingsFilters, BookingsLine, BookingsReport } from '@portal/contracts';
import type { Db } from '../../db/client';
import { bookingsByStatus } from './bookings.repository';
import { resolveReportWindow, type ResolvedRange } from './report-range';
import { pageOfLines } from './report-page';
import type { ReportScope } from './report-scope';

/** Every line of the bookings report (a handful: products × statuses) and their totals. */
export async function collectBookings(options: {
  db: Db;
  scope: ReportScope;
  filters: BookingsFilters;
  now: Date;
}): Promise<{ range: ResolvedRange; lines: BookingsLine[]; totals: { count: number; amount: number } }> {
  const { db, filters } = options;
  const { range, window } = await resolveReportWindow(options);
  const rows = await bookingsByStatus(db, {
    ...window,
    product: filters.product,
    status: filters.status,
  });
  const lines = rows.map((row) => ({
    product: row.product,
    status: row.status,
    count: Number(row.count),
    amount: Number(row.amount),
  }));
  const totals = lines.reduce(
    (sum, line) => ({ count: sum.count + line.count, amount: sum.amount + line.amount }),
    { count: 0, amount: 0 },
  );
  return { range, lines, totals };
}

/** Report/Bookings: bookings made in the range per product and status. */
export async function getBookingsReport(options: {
  db: Db;
  scope: ReportScope;
  query: BookingsFilters & { page: number; pageSize: number };
  now: Date;
}): Promise<BookingsReport> {
  const { query } = options;
  const collected = await collectBookings({ ...options, filters: query });
  return pageOfLines({ ...collected, page: query.page, pageSize: query.pageSize });
}
