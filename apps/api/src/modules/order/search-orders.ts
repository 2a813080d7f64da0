import { OrderSearchLimit, type OrderSearchResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { searchAgencyOrders, type AgencyScope } from './order-queue.repository';

/** GET SearchOrders?keyword (ViewBooking): up to 10 of the agency's orders the keyword finds, newest first. */
export async function searchOrders(options: {
  db: Db;
  scope: AgencyScope;
  keyword: string;
}): Promise<OrderSearchResponse> {
  const rows = await searchAgencyOrders(
    options.db,
    options.scope,
    options.keyword,
    OrderSearchLimit.maxResults,
  );
  return {
    orders: rows.map((row) => ({
      orderReference: row.reference,
      pnr: row.recordLocator,
      status: row.status,
      route: row.route.split('-'),
      departure: row.departure,
      leadPassenger: row.leadPassenger,
      passengerCount: row.passengerCount,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
