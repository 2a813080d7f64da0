import type { CreateGroupFareBlockRequest } from '@portal/contracts';
import type { SupplyOffer } from '@portal/sandbox-supply';
import { SupplierError, type FlightBookingSupplier, type OfferReference } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { checkBlockTerms } from './check-block-terms';
import { blockCodeTaken, flightGone, flightSoldOut } from './group-fare-block-errors';
import {
  findTenantBlockByCode,
  insertBlock,
  setBlockAgencies,
  type GroupFareBlockRow,
} from './group-fare-block.repository';
import { journeysOf, routeOf } from './group-fare-journeys';

export type GroupFareBlockTermsInput = Omit<CreateGroupFareBlockRequest, 'flight'>;

/**
 * A new block (Draft): the seats are taken at the airline first, as one group booking on the offer's brand whose
 * time limit is the ticketing deadline, then the block is written in the same transaction, so a refusal at either
 * step leaves neither. A code the tenant already uses is refused before the airline is asked (and by the unique
 * constraint when two operators race). Amounts are in the tenant's currency.
 */
export async function createGroupFareBlock(options: {
  tx: Db;
  tenantId: string;
  userId: string | null;
  currency: string;
  terms: GroupFareBlockTermsInput;
  option: { reference: OfferReference; offer: SupplyOffer; brandIndex: number };
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<GroupFareBlockRow> {
  const { tx, tenantId, terms, option, now } = options;
  const { offer, brandIndex } = option;
  const brand = offer.brands[brandIndex];
  const journeys = journeysOf(offer, brandIndex);
  const outbound = journeys[0];
  if (!brand || !outbound) throw flightGone();
  const firstDepartureAt = new Date(outbound.departure);
  const deadlines = {
    nameDeadline: new Date(terms.nameDeadline),
    balanceDeadline: new Date(terms.balanceDeadline),
    ticketingDeadline: new Date(terms.ticketingDeadline),
  };
  const agencyIds = await checkBlockTerms(
    tx,
    tenantId,
    { ...deadlines, visibility: terms.visibility, agencyIds: terms.agencyIds },
    { firstDepartureAt, now },
  );
  if (await findTenantBlockByCode(tx, tenantId, terms.code)) throw blockCodeTaken(terms.code);

  let held: { recordLocator: string };
  try {
    held = await options.supplier.createGroupBlock(tx, {
      ...option.reference,
      offer,
      brandIndex,
      seats: terms.totalSeats,
      timeLimit: deadlines.ticketingDeadline,
      clientReference: terms.code,
      tenantId,
      now,
    });
  } catch (error) {
    if (error instanceof SupplierError && error.code === 'SoldOut') throw flightSoldOut(error.message);
    if (error instanceof SupplierError && error.code === 'NotFound') throw flightGone();
    throw error;
  }

  const inbound = journeys[1];
  const row = await insertBlock(tx, {
    tenantId,
    kind: terms.kind,
    code: terms.code,
    title: terms.title,
    status: 'Draft',
    validatingAirline: offer.validatingAirline,
    route: routeOf(offer),
    origin: outbound.origin,
    destination: outbound.destination,
    departureDate: outbound.departure.slice(0, 10),
    returnDate: inbound ? inbound.departure.slice(0, 10) : null,
    firstDepartureAt,
    cabin: brand.cabin,
    source: option.reference.source,
    query: option.reference.query,
    offerId: option.reference.offerId,
    brandCode: option.reference.brandCode,
    brandIndex,
    offer,
    recordLocator: held.recordLocator,
    currency: options.currency,
    fareAdult: terms.fares.adult,
    fareChild: terms.fares.child,
    fareInfant: terms.fares.infant,
    baggage: terms.baggage,
    fareRules: terms.fareRules,
    totalSeats: terms.totalSeats,
    perAgencyCap: terms.perAgencyCap,
    depositPerSeat: terms.depositPerSeat,
    depositRule: terms.depositRule,
    holdMinutes: terms.holdMinutes,
    ...deadlines,
    visibility: terms.visibility,
    createdBy: options.userId,
    createdAt: now,
    updatedAt: now,
  });
  // The airline's seats were taken in this transaction: throwing rolls them back with everything else.
  if (!row) throw blockCodeTaken(terms.code);
  await setBlockAgencies(tx, tenantId, row.id, agencyIds);
  return row;
}
