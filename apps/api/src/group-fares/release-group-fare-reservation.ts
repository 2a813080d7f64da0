import type { GroupFareReservation } from '@portal/contracts';
import type { Db } from '../db/client';
import type { RequestScope } from '../requests/service-request.repository';
import { checkKindAccess } from './group-fare-errors';
import type { AirlineNames } from './group-fare-offer-view';
import { loadGroupFareReservation } from './group-fare-view';
import { lockGroupFareReservation } from './lock-group-fare-reservation';
import { releaseLockedGroupFare } from './release-group-fare';

/**
 * Release by a person: the agency gives its seats back (its kind's functionality needed), or the tenant's operators
 * release any agency's reservation (scope without agency). The deposit goes by the block's rule.
 */
export async function releaseGroupFare(options: {
  db: Db;
  scope: RequestScope;
  user: { id: string; functionalities: readonly number[]; side: 'Agency' | 'Operator' };
  reference: string;
  supply: AirlineNames;
  now: Date;
}): Promise<GroupFareReservation> {
  const { scope, user, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockGroupFareReservation(tx, scope, options.reference);
    if (user.side === 'Agency') checkKindAccess(user, locked.block.kind);
    await releaseLockedGroupFare(tx, {
      locked,
      reason: user.side === 'Agency' ? 'Agency' : 'Operator',
      side: user.side,
      userId: user.id,
      now,
    });
    return loadGroupFareReservation(tx, { scope, reference: options.reference, supply: options.supply, now });
  });
}
