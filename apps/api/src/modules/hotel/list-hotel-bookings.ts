import {
  HotelBookingTabs,
  HotelLimit,
  type HotelBookingPage,
  type HotelBookingsQuery,
  type HotelBookingTab,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../lib/agency-scope';
import { toBookingRow } from './booking-view';
import { bookingPage, tabStatuses } from './hotel-booking.repository';

const hourMs = 3_600_000;

/**
 * GET Booking/Queue: the agency's hotel bookings in status tabs (cancelled holds the refused and expired too), each
 * tab's count under the same filters, searched by reference, hotel, city or lead guest, by check-in dates, and only
 * those with a deadline within 72 hours when asked; newest first, paged. Each row names its next deadline.
 */
export async function listHotelBookings(options: {
  db: Db;
  scope: AgencyScope;
  query: HotelBookingsQuery;
  now: Date;
}): Promise<HotelBookingPage> {
  const { query, now } = options;
  const { rows, total, counts } = await bookingPage(options.db, {
    scope: options.scope,
    statuses: query.tab === 'all' ? null : tabStatuses[query.tab],
    filter: {
      search: query.search || undefined,
      checkInFrom: query.checkInFrom,
      checkInTo: query.checkInTo,
      deadline: query.deadlineSoon
        ? { now, until: new Date(now.getTime() + HotelLimit.deadlineAlertHours * hourMs) }
        : undefined,
    },
    order: 'newest',
    page: query.page,
    pageSize: query.pageSize,
  });
  const countOf = (tab: HotelBookingTab) =>
    tab === 'all'
      ? [...counts.values()].reduce((sum, value) => sum + value, 0)
      : tabStatuses[tab].reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
  return {
    items: rows.map((row) => toBookingRow(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: Object.fromEntries(
      HotelBookingTabs.map((tab) => [tab, countOf(tab)]),
    ) as HotelBookingPage['counts'],
  };
}
