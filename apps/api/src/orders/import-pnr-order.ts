import {
  ImportPnrMessage,
  PassengerTitles,
  QueueShareSources,
  type ImportPnrFound,
  type ImportPnrOrderDetails,
  type ImportPnrRequest,
  type ImportPnrStatus,
  type Money,
} from '@portal/contracts';
import type { FlightSupply, SupplyBrand } from '@portal/sandbox-supply';
import type { SupplierPnr } from '../adapters/flight-booking';
import type { SoldItinerary } from '../db/schema/flight-orders';
import { tripOf } from '../modules/flight/booking-trip';
import { oneOfferSource, soldItineraryOf } from '../modules/flight/sold-itinerary';
import type { PricedPassenger } from './create-order';
import { expiryLeadMs } from './expire-held-orders';
import { pickPerson, toPassengerRows } from './order-passengers';
import { visiblePassenger } from './passenger-documents';

/**
 * A PNR made outside the portal as the order it becomes: the itinerary in the shapes the order pages read, the
 * travellers, and the amounts priced as our own orders are (the brand's gross and agent totals, plus extras).
 */
export interface PnrOrder {
  itinerary: SoldItinerary;
  route: string;
  firstDepartureAt: Date;
  currency: string;
  passengers: PricedPassenger[];
  fareGross: number;
  fareAgent: number;
  extrasTotal: number;
  payable: number;
}

type Supply = Pick<FlightSupply, 'airport' | 'airline' | 'sources' | 'currency'>;

export const queueShareSourceOf = (code: ImportPnrRequest['source']) =>
  QueueShareSources.find((source) => source.code === code) ?? QueueShareSources[0];

/** The PNR's state as the import reads it: a hold within the expiry lead is as good as expired. */
export function importStatusOf(pnr: SupplierPnr, now: Date): ImportPnrStatus {
  if (pnr.status === 'Held' && pnr.timeLimit.getTime() - expiryLeadMs <= now.getTime()) return 'Expired';
  return pnr.status;
}

const refusals: Record<ImportPnrStatus, string | null> = {
  Held: null,
  Ticketed: ImportPnrMessage.ticketed,
  Cancelled: ImportPnrMessage.cancelled,
  Expired: ImportPnrMessage.expired,
};

const titleOf = (title: string, type: string, gender: 'Male' | 'Female') =>
  PassengerTitles.find((known) => known === title) ??
  (type === 'ADT' ? (gender === 'Male' ? 'Mr' : 'Ms') : gender === 'Male' ? 'Mstr' : 'Miss');

/** What the order of a PNR holds; extras booked at the airline are kept, their charges are the airline's. */
export function pnrOrderOf(pnr: SupplierPnr, supply: Supply, now: Date): PnrOrder {
  const { offer, brandIndex } = pnr;
  const brand = offer.brands[brandIndex] as SupplyBrand;
  const source = oneOfferSource(offer, pnr.reference.source, supply);
  const sold = soldItineraryOf({ offer, brandIndex, source, supply, now });
  const passengers = pnr.passengers.map((pax): PricedPassenger => ({
    type: pax.type,
    title: titleOf(pax.title, pax.type, pax.gender),
    firstName: pax.firstName,
    lastName: pax.lastName,
    dateOfBirth: pax.dateOfBirth,
    gender: pax.gender,
    nationality: pax.nationality,
    passportNumber: pax.passportNumber,
    passportExpiry: pax.passportExpiry,
    extras: pnr.extras
      .filter((extra) => extra.passengerIndex === pax.index)
      .map(({ passengerIndex: _, ...extra }) => ({ ...extra, price: 0 })),
  }));
  const extrasTotal = passengers.reduce(
    (sum, pax) => sum + pax.extras.reduce((paxSum, extra) => paxSum + extra.price, 0),
    0,
  );
  return {
    ...sold,
    currency: sold.itinerary.fareBreakdown[0]?.totalGross.currency ?? supply.currency,
    passengers,
    fareGross: brand.totalGross,
    fareAgent: brand.totalAgent,
    extrasTotal,
    payable: brand.totalAgent + extrasTotal,
  };
}

/** AirGetImportPNR's answer: the PNR, its state, and whether it can become an order now. */
export function importPnrFoundOf(
  pnr: SupplierPnr,
  source: ImportPnrRequest['source'],
  supply: Supply,
  now: Date,
): ImportPnrFound {
  const status = importStatusOf(pnr, now);
  const trip = tripOf(pnr.offer, supply);
  return {
    source,
    pnr: pnr.recordLocator,
    airlinePnr: pnr.airlineLocator,
    status,
    importable: refusals[status] === null,
    refusal: refusals[status],
    timeLimit: pnr.timeLimit.toISOString(),
    validatingAirline: pnr.offer.validatingAirline,
    route: trip.route,
    firstDepartureAt: trip.firstDepartureAt.toISOString(),
    passengerCount: pnr.passengers.length,
  };
}

/** AirGetImportPNROrderDetails' answer: the PNR and the order it would become. */
export function importPnrDetailsOf(
  pnr: SupplierPnr,
  source: ImportPnrRequest['source'],
  supply: Supply,
  now: Date,
  showPassportVisa: boolean,
): ImportPnrOrderDetails {
  const order = pnrOrderOf(pnr, supply, now);
  const money = (amount: number): Money => ({ amount, currency: order.currency });
  const tickets = new Map(pnr.tickets.map((ticket) => [ticket.passengerIndex, ticket.ticketNumber]));
  return {
    ...importPnrFoundOf(pnr, source, supply, now),
    brandName: order.itinerary.brandName,
    cabin: order.itinerary.cabin,
    refundable: order.itinerary.refundable,
    journeys: order.itinerary.journeys,
    legs: order.itinerary.legs,
    passengers: toPassengerRows(order.passengers).map((row) => ({
      ...visiblePassenger(pickPerson(row), showPassportVisa),
      paxId: row.paxIndex,
      ticketNumber: tickets.get(row.paxIndex) ?? null,
      ticketStatus: tickets.has(row.paxIndex) ? ('Issued' as const) : null,
      extras: row.extras.map((extra) => ({ ...extra, price: money(extra.price) })),
    })),
    fareBreakdown: order.itinerary.fareBreakdown,
    totals: {
      fareGross: money(order.fareGross),
      fareAgent: money(order.fareAgent),
      extras: money(order.extrasTotal),
      payable: money(order.payable),
    },
  };
}
