import type { HotelBooking, HotelDecision } from '@portal/contracts';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import type { PermissionSubject } from '../../lib/permission';
import { applySupplierDecision } from './apply-supplier-decision';
import { bookingNotFound, bookingWrongStatus } from './booking-errors';
import { loadBookingView } from './booking-view';
import { lockBooking } from './hotel-booking.repository';

/**
 * POST /backoffice/api/v1/Hotel/Decide (Idempotency-Key; the caller runs it once per key): an operator relays the
 * hotel's answer to an unconfirmed booking of the tenant. The booking is locked first, so two operators deciding at
 * once end with one decision (the second finds it decided: 409). Confirm needs the hotel's confirmation number;
 * Refuse refunds what was paid in full, in the same transaction.
 */
export async function decideHotelBooking(options: {
  tx: Db;
  tenantId: string;
  operator: PermissionSubject & { id: string };
  supplier: HotelSupplier;
  body: HotelDecision;
  now: Date;
}): Promise<HotelBooking> {
  const { tx, body, now } = options;
  const scope = { tenantId: options.tenantId, agencyId: null, branchId: null };
  const booking = await lockBooking(tx, scope, body.reference);
  if (!booking) throw bookingNotFound();
  if (booking.status !== 'UnConfirmed') throw bookingWrongStatus();
  await applySupplierDecision(tx, {
    booking,
    supplier: options.supplier,
    decision: body.decision,
    confirmationNumber: body.decision === 'Confirm' ? body.confirmationNumber : null,
    side: 'Operator',
    userId: options.operator.id,
    note: body.note ?? null,
    now,
  });
  return loadBookingView(tx, { scope, viewer: options.operator, reference: body.reference, now });
}
