import type { FlightOrder, Money } from '@portal/contracts';
import { commissionOf } from '../modules/flight/map-offer';
import type { FlightOrderRow, OrderPassengerRow } from './flight-order.repository';
import { isStillHeld } from './held-order';
import { pickPerson } from './order-passengers';
import { visiblePassenger } from './passenger-documents';
import type { PartialRequestWithRequester } from './partial-payment-request.repository';
import { toPartialRequestView } from './partial-request-view';
import { minimumPartialPayable, partialRequestInTime, partialTerms } from './partial-terms';

/** What makes up the order's agent fare, from the fare as sold (the stored offer follows every reprice). */
function fareAgentParts(order: FlightOrderRow, money: (amount: number) => Money) {
  const brand = order.offer.brands[order.brandIndex];
  const commission = brand ? commissionOf(brand, order.offer.commissionBps) : 0;
  return { commission: money(commission), ait: money(order.fareAgent - order.fareGross + commission) };
}

/** An order row as the flight-order page reads it, with the actions its status allows now. */
export function toFlightOrder(options: {
  order: FlightOrderRow;
  passengers: OrderPassengerRow[];
  bookedBy: string;
  due: { amount: number; dueAt: Date } | null;
  /** Paid towards the due after issuing. */
  settled: number;
  /** The order's latest request to enable part payment. */
  partialRequest: PartialRequestWithRequester | null;
  /** Whether the caller holds ShowPassportVisa; without it the passengers come without their documents. */
  showPassportVisa: boolean;
  now: Date;
}): FlightOrder {
  const { order, now } = options;
  const money = (amount: number): Money => ({ amount, currency: order.currency });
  const held = isStillHeld(order, now);
  const terms = held ? partialTerms(order, now) : null;
  const partialRequest = held ? options.partialRequest : null;
  const mayRequestPartial =
    held &&
    terms === null &&
    partialRequest?.request.status !== 'Pending' &&
    minimumPartialPayable(order.payable) !== null &&
    partialRequestInTime({ firstDepartureAt: order.firstDepartureAt, now });
  return {
    orderReference: order.reference,
    status: order.status,
    pnr: order.recordLocator,
    airlinePnr: order.airlineLocator,
    fareType: order.fareType,
    validatingAirline: order.validatingAirline,
    brandName: order.itinerary.brandName,
    cabin: order.itinerary.cabin,
    refundable: order.itinerary.refundable,
    createdAt: order.createdAt.toISOString(),
    timeLimit: order.timeLimit?.toISOString() ?? null,
    issuedAt: order.issuedAt?.toISOString() ?? null,
    bookedBy: options.bookedBy,
    journeys: order.itinerary.journeys,
    legs: order.itinerary.legs,
    passengers: options.passengers.map((pax) => ({
      ...visiblePassenger(pickPerson(pax), options.showPassportVisa),
      paxId: pax.paxIndex,
      ticketNumber: pax.ticketNumber,
      ticketStatus: pax.ticketStatus,
      extras: pax.extras.map((extra) => ({ ...extra, price: money(extra.price) })),
    })),
    contact: { email: order.contactEmail, phone: order.contactPhone },
    fareBreakdown: order.itinerary.fareBreakdown,
    totals: {
      fareGross: money(order.fareGross),
      fareAgent: money(order.fareAgent),
      ...fareAgentParts(order, money),
      extras: money(order.extrasTotal),
      payable: money(order.payable),
    },
    payment: {
      mode: order.paymentMode,
      paidAmount: money(order.paidAmount + options.settled),
      dueAmount: money(options.due?.amount ?? 0),
      dueAt: options.due?.dueAt.toISOString() ?? null,
    },
    partialPayment: terms
      ? { minimumPayable: money(terms.minimumPayable), dueAt: terms.dueAt.toISOString() }
      : null,
    partialPaymentRequest: partialRequest ? toPartialRequestView(partialRequest) : null,
    actions: {
      issue: held,
      cancel: held,
      print: order.status === 'Confirmed' || held,
      requestPartialPayment: mayRequestPartial,
    },
  };
}
