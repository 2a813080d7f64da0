import { GroupFareErrorCode, GroupFareMessage, OrderErrorCode, OrderMessage } from '@portal/contracts';
import type { FlightSupply, SupplyOffer, SupplyPaxPrice } from '@portal/sandbox-supply';
import { SupplierError, type FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { lockOrderDueOf } from '../ledger/order-due.repository';
import { AppError } from '../lib/app-error';
import { oneOfferSource, soldItineraryOf } from '../modules/flight/sold-itinerary';
import { orderReferenceOf, type PricedPassenger } from '../orders/create-order';
import {
  insertOrder,
  insertOrderEvent,
  nextOrderNumber,
  setTicketNumbers,
} from '../orders/flight-order.repository';
import { pickPerson, toPassengerRows, toSupplierPassengers } from '../orders/order-passengers';
import { moveRequest, type RequestSide } from '../requests/move-request';
import { ageOn } from './check-group-fare-names';
import { deadlinePassed, wrongStatus } from './group-fare-errors';
import {
  namesOf,
  orderPartiesOf,
  updateReservation,
  type GroupFareNameRow,
  type GroupFareReservationRow,
} from './group-fare-reservation.repository';
import { markSeatsSold, type GroupFareBlockRow } from './group-fare-sales.repository';
import type { LockedReservation } from './lock-group-fare-reservation';

type Supply = Pick<FlightSupply, 'airport' | 'airline' | 'sources' | 'currency'>;

/** The block's offer as the order keeps it: the brand priced at the net fares this reservation pays, no commission. */
export function netOfferOf(block: GroupFareBlockRow, reservation: GroupFareReservationRow): SupplyOffer {
  const price = (
    passengerType: SupplyPaxPrice['passengerType'],
    count: number,
    fare: number,
  ): SupplyPaxPrice[] =>
    count > 0 ? [{ passengerType, count, baseFare: fare, taxLines: [], gross: fare, agent: fare }] : [];
  const prices = [
    ...price('ADT', reservation.adults, block.fareAdult),
    ...price('CHD', reservation.children, block.fareChild),
    ...price('INF', reservation.infants, block.fareInfant),
  ];
  return {
    ...block.offer,
    commissionBps: 0,
    brands: block.offer.brands.map((brand, index) =>
      index === block.brandIndex
        ? { ...brand, prices, totalGross: reservation.totalAmount, totalAgent: reservation.totalAmount }
        : brand,
    ),
  };
}

const passengerOf = (row: GroupFareNameRow): PricedPassenger => ({ ...pickPerson(row), extras: [] });

function supplierRefusal(error: unknown): unknown {
  if (!(error instanceof SupplierError)) return error;
  return new AppError(
    GroupFareErrorCode.FlightUnavailable,
    409,
    `${OrderMessage.ticketingRefused}: ${error.message}`,
  );
}

/**
 * Tickets a Named, fully paid reservation in the caller's transaction (its request and row locked): the named
 * passengers are split off the block's GDS record into a PNR of their own, which is ticketed, and the seats become a
 * Confirmed flight order like any other — the net fares as its price, the deposit posting as its issue, the split
 * PNR's locators and the tickets — so My Bookings, the order page, print and after-sales read it as they read any
 * order. The block's seats move from reserved to sold and the request is Completed. Refusals (balance unpaid 409,
 * names missing 409, ticketing deadline passed 409, the airline refusing 409/422) change nothing.
 */
export async function issueGroupFareTickets(
  tx: Db,
  options: {
    locked: LockedReservation;
    supplier: FlightBookingSupplier;
    supply: Supply;
    userId: string | null;
    side: RequestSide;
    now: Date;
  },
): Promise<void> {
  const { request, reservation, block } = options.locked;
  const { now } = options;
  if (request.status !== 'Named') throw wrongStatus(GroupFareMessage.namesIncomplete);
  if (block.ticketingDeadline.getTime() <= now.getTime()) {
    throw deadlinePassed('The ticketing deadline has passed.');
  }
  const scope = { tenantId: reservation.tenantId, agencyId: reservation.agencyId };
  const due = await lockOrderDueOf(tx, scope, request.reference);
  if (!reservation.depositTransactionId || (due && due.status !== 'settled')) {
    throw wrongStatus(GroupFareMessage.balanceNotPaid);
  }
  const names = await namesOf(tx, reservation.tenantId, request.id);
  if (names.length !== reservation.seats + reservation.infants)
    throw wrongStatus(GroupFareMessage.namesIncomplete);

  const parties = await orderPartiesOf(tx, reservation.tenantId, reservation.agencyId);
  const reference = orderReferenceOf(parties.tenantCode, await nextOrderNumber(tx), now);
  const passengers = toPassengerRows(names.map(passengerOf));
  const supplierPassengers = toSupplierPassengers(passengers);
  const offer = netOfferOf(block, reservation);
  const split = await options.supplier
    .splitGroupBlock(tx, {
      recordLocator: block.recordLocator,
      passengers: supplierPassengers,
      contact: parties.contact,
      clientReference: reference,
      agencyId: reservation.agencyId,
      // The named PNR carries the group's net fare, so its refunds and changes are figured on what was paid.
      offer,
      now,
    })
    .catch((error: unknown) => {
      throw supplierRefusal(error);
    });
  const answer = await options.supplier
    .ticketPnr(tx, { recordLocator: split.recordLocator, passengers: supplierPassengers, now })
    .catch((error: unknown) => {
      throw supplierRefusal(error);
    });
  if (answer.status !== 'Ticketed') {
    // Nothing is kept: the split and the order are undone with this transaction, and ticketing can be tried again.
    const reason = answer.status === 'Refused' ? answer.reason : 'the airline did not confirm the tickets';
    throw new AppError(OrderErrorCode.TicketingRefused, 422, `${OrderMessage.ticketingRefused}: ${reason}`);
  }

  const firstDay = block.departureDate;
  const childAges = names
    .filter((name) => name.type === 'CHD')
    .map((name) => ageOn(name.dateOfBirth, firstDay));
  const source = oneOfferSource(offer, block.source, options.supply);
  const sold = soldItineraryOf({ offer, brandIndex: block.brandIndex, source, supply: options.supply, now });
  const total = reservation.totalAmount;
  const order = await insertOrder(
    tx,
    {
      tenantId: reservation.tenantId,
      agencyId: reservation.agencyId,
      createdBy: reservation.createdBy,
      reference,
      status: 'Confirmed',
      fareType: offer.fareKind,
      source: block.source,
      validatingAirline: block.validatingAirline,
      recordLocator: split.recordLocator,
      airlineLocator: split.airlineLocator,
      query: {
        ...block.query,
        adults: reservation.adults,
        childAges,
        infants: reservation.infants,
      },
      offerId: block.offerId,
      brandCode: block.brandCode,
      brandIndex: block.brandIndex,
      offer,
      itinerary: sold.itinerary,
      route: sold.route,
      firstDepartureAt: sold.firstDepartureAt,
      currency: reservation.currency,
      fareGross: total,
      fareAgent: total,
      extrasTotal: 0,
      payable: total,
      paymentMode: due ? 'Partial' : 'Full',
      paidAmount: total,
      issueTransactionId: reservation.depositTransactionId,
      contactEmail: parties.contact.email,
      contactPhone: parties.contact.phone,
      timeLimit: null,
      issuedAt: answer.issuedAt,
      createdAt: now,
      updatedAt: now,
    },
    passengers,
  );
  await setTicketNumbers(tx, order.id, answer.tickets);
  await insertOrderEvent(tx, {
    orderId: order.id,
    at: now,
    action: 'Issued',
    status: 'Confirmed',
    userId: options.userId,
    note: `Ticketed from group fare ${request.reference} (${block.title}).`,
  });
  await markSeatsSold(tx, { tenantId: reservation.tenantId, blockId: block.id, seats: reservation.seats });
  await updateReservation(tx, reservation, { orderId: order.id, updatedAt: now });
  await moveRequest(tx, {
    request,
    action: 'Ticket',
    to: 'Completed',
    side: options.side,
    userId: options.userId,
    note: `Ticketed as order ${reference}, PNR ${split.recordLocator}.`,
    now,
  });
}
