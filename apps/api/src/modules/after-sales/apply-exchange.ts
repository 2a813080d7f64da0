import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import {
  setReissuedTicket,
  type FlightOrderRow,
  type OrderPassengerRow,
} from '../../orders/flight-order.repository';
import { storeReissuedTrip } from '../../orders/reissue-order';
import { requestWrongStatus } from '../../requests/request-errors';
import type { RequestQuoteRow, ServiceRequestRow } from '../../requests/service-request.repository';
import { atSupplier } from './after-sales-errors';
import { quotedOption } from './exchange-store';

export type ExchangeSupply = Pick<FlightSupply, 'airport' | 'airline' | 'sources' | 'currency'>;

const dayOf = (departure: string | undefined) => departure?.slice(0, 10) ?? '';

/**
 * Reissues an accepted automatic exchange in the caller's transaction: the airline exchanges the chosen passengers'
 * tickets onto the quoted option (new numbers, the seats moved; 422 EXCHANGE_OPTION_GONE when a seat is gone, and
 * nothing moves), then the order takes the new trip (offer, itinerary, route) and the passengers their new
 * numbers. Answers the history note naming the old journeys and tickets, which the order keeps.
 */
export async function reissueExchange(
  tx: Db,
  options: {
    request: ServiceRequestRow;
    quote: RequestQuoteRow;
    order: FlightOrderRow;
    passengers: OrderPassengerRow[];
    supplier: FlightBookingSupplier;
    supply: ExchangeSupply;
    now: Date;
  },
): Promise<string> {
  const { request, order, now } = options;
  const terms = quotedOption(options.quote);
  if (!terms) throw requestWrongStatus();
  const answer = await atSupplier(() =>
    options.supplier.reissueTickets(tx, {
      recordLocator: order.recordLocator ?? '',
      passengerIndexes: request.details.paxIds,
      changedJourneys: terms.changedJourneys,
      option: terms.option,
      now,
    }),
  );
  const itinerary = await storeReissuedTrip(tx, {
    order,
    offer: answer.offer,
    brandIndex: answer.brandIndex,
    supply: options.supply,
    now,
  });
  const tickets: string[] = [];
  for (const ticket of answer.tickets) {
    const passenger = options.passengers.find((one) => one.paxIndex === ticket.passengerIndex);
    if (!passenger) continue;
    await setReissuedTicket(tx, {
      orderId: order.id,
      paxIndex: passenger.paxIndex,
      ticketNumber: ticket.ticketNumber,
      ticketStatus: passenger.closedJourneys.length > 0 ? 'PartlyRefunded' : 'Issued',
    });
    tickets.push(
      `${passenger.firstName} ${passenger.lastName} ${ticket.exchangedFrom} → ${ticket.ticketNumber}`,
    );
  }
  const journeys = terms.changedJourneys.map((index) => {
    const before = order.itinerary.journeys[index];
    const after = itinerary.journeys[index];
    // Leg keys read BG147-DAC-20270414: the flight number leads.
    const flights = (journey: typeof before) =>
      journey?.legKeys.map((key) => key.split('-')[0]).join('/') ?? '';
    return `${before?.origin ?? ''}-${before?.destination ?? ''} ${dayOf(before?.departure)} ${flights(before)} → ${dayOf(after?.departure)} ${flights(after)}`;
  });
  return `${journeys.join('; ')}; tickets ${tickets.join(', ')}`;
}
