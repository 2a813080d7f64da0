import type { HotelOperatorQueue } from '@portal/contracts';
import type { Db } from '../../db/client';
import { toBookingRow } from './booking-view';
import { bookingPage } from './hotel-booking.repository';

/**
 * The operators' desk (GET /backoffice/api/v1/Hotel/Queue): every agency's bookings of the tenant that the supplier
 * has not yet confirmed, the longest waiting first, with how long each has waited.
 */
export async function listUnconfirmedBookings(options: {
  db: Db;
  tenantId: string;
  query: { search?: string | undefined; page: number; pageSize: number };
  now: Date;
}): Promise<HotelOperatorQueue> {
  const { query, now } = options;
  const { rows, total } = await bookingPage(options.db, {
    scope: { tenantId: options.tenantId, agencyId: null, branchId: null },
    statuses: ['UnConfirmed'],
    filter: { search: query.search || undefined },
    order: 'oldest',
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      ...toBookingRow(row, now),
      agencyName: row.agencyName,
      supplierReference: row.booking.supplierReference,
      ageMinutes: Math.max(0, Math.floor((now.getTime() - row.booking.createdAt.getTime()) / 60_000)),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
