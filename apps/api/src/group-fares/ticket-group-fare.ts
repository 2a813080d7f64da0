import type { GroupFareReservation } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { AgencyScope } from '../lib/agency-scope';
import { isAppError } from '../lib/app-error';
import { findOrderDueStatus } from './group-fare-reservation.repository';
import { checkKindAccess } from './group-fare-errors';
import { issueGroupFareTickets } from './issue-group-fare-tickets';
import { loadGroupFareReservation } from './group-fare-view';
import { lockGroupFareReservation, type LockedReservation } from './lock-group-fare-reservation';

export type TicketSupply = Pick<FlightSupply, 'airport' | 'airline' | 'sources' | 'currency'>;

/** Ticket (Idempotency-Key): the agent asks for a Named, fully paid reservation to be ticketed now. */
export async function ticketGroupFare(options: {
  tx: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  reference: string;
  supplier: FlightBookingSupplier;
  supply: TicketSupply;
  now: Date;
}): Promise<GroupFareReservation> {
  const { tx, scope, now } = options;
  const locked = await lockGroupFareReservation(tx, scope, options.reference);
  checkKindAccess(options.user, locked.block.kind);
  await issueGroupFareTickets(tx, {
    locked,
    supplier: options.supplier,
    supply: options.supply,
    userId: options.user.id,
    side: 'Agency',
    now,
  });
  return loadGroupFareReservation(tx, { scope, reference: options.reference, supply: options.supply, now });
}

/**
 * Tickets by itself once a reservation is Named and paid in full (after the names or the balance), under a savepoint:
 * when the airline refuses or a deadline has passed, only the ticketing is undone and what came before stands.
 */
export async function ticketIfReady(
  tx: Db,
  options: {
    locked: LockedReservation;
    supplier: FlightBookingSupplier;
    supply: TicketSupply;
    userId: string | null;
    now: Date;
  },
): Promise<boolean> {
  const { request, reservation } = options.locked;
  if (request.status !== 'Named' || !reservation.depositTransactionId) return false;
  const dueStatus = await findOrderDueStatus(tx, reservation.tenantId, request.reference);
  if (dueStatus === 'open') return false;
  try {
    await tx.transaction((savepoint) =>
      issueGroupFareTickets(savepoint, { ...options, side: options.userId ? 'Agency' : 'System' }),
    );
    return true;
  } catch (error) {
    if (isAppError(error) && error.status < 500) return false;
    throw error;
  }
}
