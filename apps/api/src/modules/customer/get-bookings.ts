import {
  BookingTabStatuses,
  BookingTabs,
  type BookingTab,
  type BookingsPage,
  type BookingsRequest,
  type FlightOrderStatus,
  type MyBooking,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow, tenantDayRange } from '../../lib/list-page';
import {
  agencyBookingFilterOptions,
  countAgencyBookingsByStatus,
  listAgencyBookings,
  type BookingFilter,
  type BookingRow,
} from './my-booking.repository';

const statusesOf = (tab: BookingTab): readonly FlightOrderStatus[] | null =>
  tab === 'all' ? null : BookingTabStatuses[tab];

function toMyBooking(row: BookingRow): MyBooking {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    orderReference: row.reference,
    pnr: row.recordLocator,
    airlinePnr: row.airlineLocator,
    status: row.status,
    route: row.route.split('-'),
    departure: row.departure,
    leadPassenger: row.leadPassenger,
    passengerCount: row.passengerCount,
    airline: row.airline,
    payable: money(row.payable),
    // A failed issue's refund closes its due without paying it: only a ticketed order counts what was settled.
    paid: money(row.paidAmount + (row.status === 'Confirmed' ? row.settledSinceIssue : 0)),
    due: money(row.dueAmount ?? 0),
    dueAt: row.dueAt?.toISOString() ?? null,
    // A time limit matters only while the seats are held.
    timeLimit: row.status === 'OnHold' ? (row.timeLimit?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    bookedBy: `${row.bookerFirstName ?? ''} ${row.bookerLastName ?? ''}`.trim(),
  };
}

/**
 * MyBooking/GetBookings (ShowBookings): one page of the agency's flight orders in the chosen tab, newest first, with
 * every tab's count under the same filters, so the tabs say what switching to them would show.
 */
export async function getBookings(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  request: BookingsRequest;
}): Promise<BookingsPage> {
  const { db, request } = options;
  const booked = tenantDayRange(request.bookedFrom, request.bookedTo);
  const filter: BookingFilter = {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    branchId: options.branchId,
    statuses: statusesOf(request.tab),
    bookedFrom: booked.from,
    bookedUntil: booked.until,
    departureFrom: request.departureFrom,
    departureTo: request.departureTo,
    airline: request.airline,
    bookedBy: request.bookedBy,
    term: request.search || undefined,
  };
  const [{ rows, total }, byStatus, choices] = await Promise.all([
    listAgencyBookings(db, filter, pageWindow(request)),
    countAgencyBookingsByStatus(db, filter),
    agencyBookingFilterOptions(db, filter),
  ]);
  const countOf = (tab: BookingTab) => {
    const statuses = statusesOf(tab);
    return byStatus
      .filter((row) => statuses === null || statuses.includes(row.status))
      .reduce((sum, row) => sum + row.count, 0);
  };
  return {
    bookings: rows.map(toMyBooking),
    tabs: BookingTabs.map((tab) => ({ tab, count: countOf(tab) })),
    total,
    page: request.page,
    pageSize: request.pageSize,
    filterOptions: {
      airlines: choices.airlines,
      bookers: choices.bookers.map((booker) => ({
        userId: booker.userId,
        name: `${booker.firstName} ${booker.lastName}`.trim(),
      })),
    },
  };
}
