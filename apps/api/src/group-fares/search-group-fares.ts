import type { GroupFareOffer, GroupFareSearchRequest, GroupFareSearchResponse } from '@portal/contracts';
import type { Db } from '../db/client';
import type { AgencyScope } from '../lib/agency-scope';
import { blockNotFound, checkKindAccess } from './group-fare-errors';
import { groupFareOfferOf, type AirlineNames } from './group-fare-offer-view';
import { agencySeatsOn, findVisibleBlock, searchVisibleBlocks } from './group-fare-sales.repository';

/**
 * AirXclusiveFareSearch and GetAirUmrahFare: the published blocks of one kind the agency sees (the user needs that
 * kind's functionality: 403), open for reservations, with the seats asked for left, soonest first.
 */
export async function searchGroupFares(options: {
  db: Db;
  scope: AgencyScope;
  user: { functionalities: readonly number[] };
  query: GroupFareSearchRequest;
  supply: AirlineNames;
  now: Date;
}): Promise<GroupFareSearchResponse> {
  const { db, scope, query } = options;
  checkKindAccess(options.user, query.kind);
  const blocks = await searchVisibleBlocks(db, scope, { ...query, now: options.now });
  const held = await agencySeatsOn(
    db,
    scope,
    blocks.map((block) => block.id),
  );
  return {
    offers: blocks.map((block) => groupFareOfferOf(block, held.get(block.id) ?? 0, options.supply)),
  };
}

/** GetAirXclusiveFare: one block the agency sees, of a kind the user may buy; anything else 404 (or 403). */
export async function getGroupFareBlock(options: {
  db: Db;
  scope: AgencyScope;
  user: { functionalities: readonly number[] };
  blockId: string;
  supply: AirlineNames;
}): Promise<GroupFareOffer> {
  const block = await findVisibleBlock(options.db, options.scope, options.blockId);
  if (!block) throw blockNotFound();
  checkKindAccess(options.user, block.kind);
  const held = await agencySeatsOn(options.db, options.scope, [block.id]);
  return groupFareOfferOf(block, held.get(block.id) ?? 0, options.supply);
}
