import type { GroupFareVisibility } from '@portal/contracts';
import type { Db } from '../db/client';
import { badTerms, deadlinesOutOfOrder } from './group-fare-block-errors';
import { activeTenantAgencyIds } from './group-fare-block.repository';

/**
 * What the request's schema cannot see: a name deadline still ahead (or the one stored) and before the first flight (the airline's time limit
 * is the ticketing deadline), and chosen agencies that are the tenant's own active ones. 400 with nothing stored.
 */
export async function checkBlockTerms(
  db: Db,
  tenantId: string,
  terms: {
    nameDeadline: Date;
    ticketingDeadline: Date;
    visibility: GroupFareVisibility;
    agencyIds: readonly string[];
  },
  context: { firstDepartureAt: Date; now: Date; storedNameDeadline?: Date },
): Promise<string[]> {
  // A block whose name deadline has passed may still be edited as long as that deadline is left as it was.
  const nameDeadlineKept = context.storedNameDeadline?.getTime() === terms.nameDeadline.getTime();
  if (
    (!nameDeadlineKept && terms.nameDeadline.getTime() <= context.now.getTime()) ||
    terms.ticketingDeadline.getTime() > context.firstDepartureAt.getTime()
  ) {
    throw deadlinesOutOfOrder();
  }
  if (terms.visibility === 'All') return [];
  const known = await activeTenantAgencyIds(db, tenantId, terms.agencyIds);
  if (terms.agencyIds.some((id) => !known.has(id))) {
    throw badTerms('Choose agencies of your own that are active');
  }
  return [...known];
}
