import type {
  BaggageAllowance,
  FlightLeg,
  FlightOrderStatus,
  Journey,
  PassengerType,
  PrintDocumentType,
  TicketStatus,
} from '@portal/contracts';
import type { FlightOrderRow, OrderPassengerRow } from '../../orders/flight-order.repository';
import type { PrintParty } from '../../lib/print-layout';
import { tenantToday } from '../../lib/tenant-clock';

export type { PrintParty };

/** One traveller as the documents print them; amounts in minor units of the order's currency. */
export interface PrintPassenger {
  paxId: number;
  type: PassengerType;
  name: string;
  ticketNumber: string | null;
  /** Voided, Refunded... once an after-sales request acted on the ticket; null before ticketing. */
  ticketStatus: TicketStatus | null;
  baggage: BaggageAllowance;
  extras: OrderPassengerRow['extras'];
  fare: { baseFare: number; taxes: number; gross: number; agent: number };
  extrasTotal: number;
}

/** Everything a printed ticket or invoice shows, worked out once from the order as it is now. */
export interface PrintModel {
  document: PrintDocumentType;
  withPrice: boolean;
  issuer: PrintParty;
  billedTo: PrintParty;
  orderReference: string;
  status: FlightOrderStatus;
  pnr: string | null;
  airlinePnr: string | null;
  validatingAirline: string;
  brandName: string;
  cabin: string;
  refundable: boolean;
  bookedOn: string;
  issuedOn: string | null;
  journeys: Journey[];
  legs: Record<string, FlightLeg>;
  currency: string;
  passengers: PrintPassenger[];
  payment: { payable: number; paid: number; due: number; dueOn: string | null };
  /** The agent's own amount on a customer invoice. */
  markup: number;
  /** Agent invoice: what completed voids, refunds and exchanges credited (positive) or charged (negative). */
  adjustments: { reference: string; kind: string; on: string; amount: number }[];
}

const baggageFor = (brand: FlightOrderRow['offer']['brands'][number] | undefined, type: PassengerType) =>
  (type === 'CHD' ? brand?.childBaggage : type === 'INF' ? brand?.infantBaggage : brand?.baggage) ?? {
    checked: '',
    cabin: '',
  };

/**
 * The order's fare as it stands (a reprice before issuing replaced the offer on the order), per passenger type, and
 * each chosen traveller with their own extras.
 */
export function toPrintPassengers(order: FlightOrderRow, rows: OrderPassengerRow[]): PrintPassenger[] {
  const brand = order.offer.brands[order.brandIndex];
  return rows.map((pax) => {
    const price = brand?.prices.find((candidate) => candidate.passengerType === pax.type);
    const taxes = price?.taxLines.reduce((sum, line) => sum + line.amount, 0) ?? 0;
    return {
      paxId: pax.paxIndex,
      type: pax.type,
      name: `${pax.title} ${pax.firstName} ${pax.lastName}`.toUpperCase(),
      ticketNumber: pax.ticketNumber,
      ticketStatus: pax.ticketStatus,
      baggage: baggageFor(brand, pax.type),
      extras: pax.extras,
      fare: {
        baseFare: price?.baseFare ?? 0,
        taxes,
        gross: price?.gross ?? 0,
        agent: price?.agent ?? 0,
      },
      extrasTotal: pax.extras.reduce((sum, extra) => sum + extra.price, 0),
    };
  });
}

/** The tenant's calendar day of an instant, as the documents date things. */
export const printDay = (at: Date) => tenantToday(at);
