import type { BookingPassenger } from '@portal/contracts';
import type { Db } from '../db/client';
import { travellerNotFound } from '../modules/customer/traveller-errors';
import { findAgencyTraveller } from '../modules/customer/traveller.repository';

/**
 * The travellers as booked: one picked from the agency's saved travellers (by id) takes the nationality and
 * passport left out from the saved record, which the booking form of a user who may not view travellers never
 * sees. Another agency's traveller is not found (404), like an unknown id.
 */
export async function fillSavedTravellers(
  db: Db,
  /** A caller without an agency (an operator) has no saved travellers. */
  scope: { tenantId: string; agencyId: string | null; branchId: string | null },
  passengers: BookingPassenger[],
): Promise<BookingPassenger[]> {
  const filled: BookingPassenger[] = [];
  // One after another: `db` is often the caller's transaction, one connection that runs one query at a time.
  for (const { travellerId, ...pax } of passengers) {
    if (!travellerId) {
      filled.push(pax);
      continue;
    }
    const { agencyId } = scope;
    const saved = agencyId ? await findAgencyTraveller(db, { ...scope, agencyId }, travellerId) : null;
    if (!saved) throw travellerNotFound();
    const ownPassport = pax.passportNumber !== null;
    filled.push({
      ...pax,
      nationality: pax.nationality ?? saved.nationality,
      passportNumber: ownPassport ? pax.passportNumber : saved.passportNumber,
      passportExpiry: ownPassport ? pax.passportExpiry : saved.passportExpiry,
    });
  }
  return filled;
}
