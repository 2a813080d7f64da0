import type { BookingPassenger, PassengerExtra } from '@portal/contracts';
import type { FlightBookingSupplier, OfferReference } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { SoldItinerary } from '../db/schema/flight-orders';
import type { SupplyOffer } from '@portal/sandbox-supply';
import {
  insertOrder,
  insertOrderEvent,
  nextOrderNumber,
  type AgencyScope,
  type FlightOrderRow,
} from './flight-order.repository';
import { fromSupplierError } from './order-errors';
import { toPassengerRows, toSupplierPassengers } from './order-passengers';

export interface PricedPassenger extends Omit<BookingPassenger, 'extras'> {
  extras: (PassengerExtra & { price: number })[];
}

/** BDF-2601234: the tenant's code, the two-digit year, the order number. */
export function orderReferenceOf(tenantCode: string, number: number, now: Date): string {
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  return `${tenantCode}-${year}${String(number).padStart(5, '0')}`;
}

/**
 * Makes the order and its PNR in the caller's transaction: the supplier holds the seats (or refuses, and nothing is
 * stored), and the order is OnHold until the PNR's time limit, or Pending when the supplier's answer was in doubt.
 */
export async function createFlightOrder(options: {
  tx: Db;
  scope: AgencyScope;
  tenantCode: string;
  userId: string;
  reference: OfferReference;
  offer: SupplyOffer;
  brandIndex: number;
  itinerary: SoldItinerary;
  route: string;
  firstDepartureAt: Date;
  passengers: PricedPassenger[];
  contact: { email: string; phone: string };
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<FlightOrderRow> {
  const { tx, scope, now, offer, brandIndex } = options;
  const brand = offer.brands[brandIndex];
  if (!brand) throw new Error(`offer ${offer.offerId} has no brand ${brandIndex}`);
  const orderReference = orderReferenceOf(options.tenantCode, await nextOrderNumber(tx), now);
  const passengerRows = toPassengerRows(options.passengers);
  const answer = await options.supplier
    .createPnr(tx, {
      ...options.reference,
      offer,
      brandIndex,
      passengers: toSupplierPassengers(passengerRows),
      extras: options.passengers.flatMap((pax, index) =>
        pax.extras.map((extra) => ({
          passengerIndex: index + 1,
          legKey: extra.legKey,
          seat: extra.seat,
          mealCode: extra.mealCode,
          extraBaggageKg: extra.extraBaggageKg,
          ssrCodes: extra.ssrCodes,
        })),
      ),
      contact: options.contact,
      clientReference: orderReference,
      tenantId: scope.tenantId,
      agencyId: scope.agencyId,
      now,
    })
    .catch((error: unknown) => {
      throw fromSupplierError(error);
    });

  const extrasTotal = options.passengers.reduce(
    (sum, pax) => sum + pax.extras.reduce((paxSum, extra) => paxSum + extra.price, 0),
    0,
  );
  const held = answer.status === 'Held';
  const order = await insertOrder(
    tx,
    {
      tenantId: scope.tenantId,
      agencyId: scope.agencyId,
      createdBy: options.userId,
      reference: orderReference,
      status: held ? 'OnHold' : 'Pending',
      fareType: offer.fareKind,
      source: options.reference.source,
      validatingAirline: offer.validatingAirline,
      recordLocator: held ? answer.recordLocator : null,
      airlineLocator: held ? answer.airlineLocator : null,
      query: options.reference.query,
      offerId: options.reference.offerId,
      brandCode: options.reference.brandCode,
      brandIndex,
      offer,
      itinerary: options.itinerary,
      route: options.route,
      firstDepartureAt: options.firstDepartureAt,
      currency: options.itinerary.fareBreakdown[0]?.totalGross.currency ?? 'BDT',
      fareGross: brand.totalGross,
      fareAgent: brand.totalAgent,
      extrasTotal,
      payable: brand.totalAgent + extrasTotal,
      contactEmail: options.contact.email,
      contactPhone: options.contact.phone,
      timeLimit: held ? answer.timeLimit : null,
      createdAt: now,
      updatedAt: now,
    },
    passengerRows,
  );
  await insertOrderEvent(tx, {
    orderId: order.id,
    at: now,
    action: held ? 'Booked' : 'BookingInDoubt',
    status: order.status,
    userId: options.userId,
    note: held ? `PNR ${answer.recordLocator}` : 'The airline did not confirm the booking yet.',
  });
  return order;
}
