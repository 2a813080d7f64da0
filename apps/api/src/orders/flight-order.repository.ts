import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FlightOrderStatus, TicketStatus } from '@portal/contracts';
import type { Db } from '../db/client';
import {
  flightOrderEvents,
  flightOrderNumbers,
  flightOrderPassengers,
  flightOrders,
} from '../db/schema/flight-orders';
import { users } from '../db/schema';

export type FlightOrderRow = typeof flightOrders.$inferSelect;
export type NewFlightOrder = typeof flightOrders.$inferInsert;
export type OrderPassengerRow = typeof flightOrderPassengers.$inferSelect;
export type NewOrderPassenger = Omit<typeof flightOrderPassengers.$inferInsert, 'orderId'>;

import { madeInScope, type AgencyScope } from '../lib/agency-scope';

/** Every call is scoped to the caller's tenant, agency and branch: another agency's or branch's rows are never found. */
export type { AgencyScope };

const inAgency = (scope: AgencyScope, reference: string) =>
  and(
    eq(flightOrders.tenantId, scope.tenantId),
    eq(flightOrders.agencyId, scope.agencyId),
    eq(flightOrders.reference, reference),
    madeInScope(flightOrders.createdBy, scope),
  );

/** The next order number of the deployment (one sequence; references are unique per tenant anyway). */
export async function nextOrderNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(${flightOrderNumbers.seqName}) as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

export async function insertOrder(
  tx: Db,
  order: NewFlightOrder,
  passengers: NewOrderPassenger[],
): Promise<FlightOrderRow> {
  const [row] = await tx.insert(flightOrders).values(order).returning();
  if (!row) throw new Error('the order was not stored');
  await tx.insert(flightOrderPassengers).values(passengers.map((pax) => ({ ...pax, orderId: row.id })));
  return row;
}

export async function findAgencyOrder(db: Db, scope: AgencyScope, reference: string) {
  const [row] = await db.select().from(flightOrders).where(inAgency(scope, reference)).limit(1);
  return row ?? null;
}

/** The order, locked until the caller's transaction ends: issue, cancel and expiry take turns on it. */
export async function lockAgencyOrder(tx: Db, scope: AgencyScope, reference: string) {
  const [row] = await tx.select().from(flightOrders).where(inAgency(scope, reference)).for('update').limit(1);
  return row ?? null;
}

/** An order by id, for a caller that reached it through a row of its own tenant (a request). */
export async function findOrderById(db: Db, orderId: string) {
  const [row] = await db.select().from(flightOrders).where(eq(flightOrders.id, orderId)).limit(1);
  return row ?? null;
}

export async function lockOrderById(tx: Db, orderId: string) {
  const [row] = await tx
    .select()
    .from(flightOrders)
    .where(eq(flightOrders.id, orderId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function passengersOf(db: Db, orderId: string): Promise<OrderPassengerRow[]> {
  return db
    .select()
    .from(flightOrderPassengers)
    .where(eq(flightOrderPassengers.orderId, orderId))
    .orderBy(asc(flightOrderPassengers.paxIndex));
}

/** Moves an order on, only from the status the caller locked it in. */
export async function updateOrder(
  tx: Db,
  order: Pick<FlightOrderRow, 'id' | 'status'>,
  changes: Partial<Omit<NewFlightOrder, 'id' | 'tenantId' | 'agencyId' | 'reference'>> & { updatedAt: Date },
): Promise<FlightOrderRow> {
  const [row] = await tx
    .update(flightOrders)
    .set(changes)
    .where(and(eq(flightOrders.id, order.id), eq(flightOrders.status, order.status)))
    .returning();
  if (!row) throw new Error(`order ${order.id} left status ${order.status} while locked`);
  return row;
}

export async function setTicketNumbers(
  tx: Db,
  orderId: string,
  tickets: { passengerIndex: number; ticketNumber: string }[],
): Promise<void> {
  for (const ticket of tickets) {
    await tx
      .update(flightOrderPassengers)
      .set({ ticketNumber: ticket.ticketNumber, ticketStatus: 'Issued' })
      .where(
        and(
          eq(flightOrderPassengers.orderId, orderId),
          eq(flightOrderPassengers.paxIndex, ticket.passengerIndex),
        ),
      );
  }
}

export async function insertOrderEvent(
  tx: Db,
  event: {
    orderId: string;
    at: Date;
    action: string;
    status: FlightOrderStatus;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(flightOrderEvents).values({ ...event, note: event.note ?? null });
}

export async function orderEvents(db: Db, orderId: string) {
  return db
    .select({
      at: flightOrderEvents.at,
      action: flightOrderEvents.action,
      status: flightOrderEvents.status,
      note: flightOrderEvents.note,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(flightOrderEvents)
    .leftJoin(users, eq(users.id, flightOrderEvents.userId))
    .where(eq(flightOrderEvents.orderId, orderId))
    .orderBy(asc(flightOrderEvents.id));
}

/** Held orders whose time limit falls before `until`, oldest first: the expiry scheduler's work list. */
export async function heldOrdersLapsingBy(db: Db, until: Date, limit: number) {
  return db
    .select({ id: flightOrders.id, reference: flightOrders.reference })
    .from(flightOrders)
    .where(and(inArray(flightOrders.status, ['OnHold']), lte(flightOrders.timeLimit, until)))
    .orderBy(asc(flightOrders.timeLimit))
    .limit(limit);
}

export async function userName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** The agency's order holding a PNR, if any (an imported PNR, or one booked through the portal). */
export async function findAgencyOrderByPnr(db: Db, scope: AgencyScope, recordLocator: string) {
  const [row] = await db
    .select({ reference: flightOrders.reference })
    .from(flightOrders)
    .where(
      and(
        eq(flightOrders.tenantId, scope.tenantId),
        eq(flightOrders.agencyId, scope.agencyId),
        eq(flightOrders.recordLocator, recordLocator),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Holds a PNR's import for the caller's transaction: of two imports of one PNR racing, the second waits, then finds
 * the first one's order. Keyed by the locator, as no order row exists yet to lock.
 */
export async function lockPnrImport(tx: Db, recordLocator: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import-pnr:${recordLocator}`}))`);
}

/** A passenger's ticket after an after-sales request acted on it. */
export async function setTicketState(
  tx: Db,
  input: { orderId: string; paxIndex: number; ticketStatus: TicketStatus; closedJourneys: number[] },
): Promise<void> {
  await tx
    .update(flightOrderPassengers)
    .set({ ticketStatus: input.ticketStatus, closedJourneys: input.closedJourneys })
    .where(
      and(
        eq(flightOrderPassengers.orderId, input.orderId),
        eq(flightOrderPassengers.paxIndex, input.paxIndex),
      ),
    );
}

/** A passenger's new ticket after an exchange: the number the airline reissued and its state. */
export async function setReissuedTicket(
  tx: Db,
  input: { orderId: string; paxIndex: number; ticketNumber: string; ticketStatus: TicketStatus },
): Promise<void> {
  await tx
    .update(flightOrderPassengers)
    .set({ ticketNumber: input.ticketNumber, ticketStatus: input.ticketStatus })
    .where(
      and(
        eq(flightOrderPassengers.orderId, input.orderId),
        eq(flightOrderPassengers.paxIndex, input.paxIndex),
      ),
    );
}
