import {
  AfterSalesErrorCode,
  AfterSalesMessage,
  AfterSalesReason,
  exchangeJourneyOf,
  InvoluntaryRefundReasons,
  type ExchangeRequestBody,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { ServiceRequestDetails } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PermissionSubject } from '../../lib/permission';
import { atSupplier, dateOutOfRange } from './after-sales-errors';
import type { AfterSalesOrder } from './after-sales-order';
import { checkChosenTickets } from './check-chosen-tickets';
import { orderJourneys, ticketEligibility } from './ticket-eligibility';

export type ExchangeChange = NonNullable<ServiceRequestDetails['exchange']>[number];

/**
 * The request an exchange body makes of an order, checked: the chosen passengers' tickets may be exchanged for the
 * chosen journeys (none flown, the fare changeable), and for an automatic exchange the dates lie in the fare's window
 * (its bounds are stored with each date), the route is the journey's own and everyone still on those journeys changes
 * (the airline's rule). A manual request leaves dates and routes to the operators; an involuntary one (the airline
 * moved or cancelled the flight) is theirs whatever the fare says.
 */
export async function checkedExchange(
  tx: Db,
  options: {
    loaded: AfterSalesOrder;
    body: ExchangeRequestBody;
    manual: boolean;
    supplier: FlightBookingSupplier;
    viewer: PermissionSubject;
    timeZone: string;
    now: Date;
  },
): Promise<ServiceRequestDetails> {
  const { loaded, body, supplier, now } = options;
  const { order } = loaded;
  const involuntary = InvoluntaryRefundReasons.includes(body.reason);
  const manual = options.manual || involuntary;
  const paxIds = [...new Set(body.paxIds)].sort((a, b) => a - b);
  const asked = [...body.exchangeItineraries].sort((a, b) => exchangeJourneyOf(a) - exchangeJourneyOf(b));
  const journeyIndexes = asked.map(exchangeJourneyOf);
  const { tickets } = ticketEligibility({
    ...loaded,
    supplier,
    viewer: options.viewer,
    timeZone: options.timeZone,
    now,
  });
  // The airline changes a flight it moved or cancelled whatever the fare says.
  const allowed = involuntary
    ? tickets.map((ticket) =>
        ticket.exchange.reason === AfterSalesReason.changeNotPermitted
          ? { ...ticket, exchange: { allowed: true, reason: null, mode: 'Manual' as const } }
          : ticket,
      )
    : tickets;
  checkChosenTickets(allowed, {
    paxIds,
    action: 'exchange',
    journeyIndexes,
    journeys: orderJourneys(order, now),
  });

  const journeys = order.itinerary.journeys;
  let changes: ExchangeChange[] = asked.map((itinerary) => ({
    journeyIndex: exchangeJourneyOf(itinerary),
    date: itinerary.date,
    minDate: itinerary.minDate ?? null,
    maxDate: itinerary.maxDate ?? null,
    origin: itinerary.origin ?? journeys[exchangeJourneyOf(itinerary)]?.origin ?? null,
    destination: itinerary.destination ?? journeys[exchangeJourneyOf(itinerary)]?.destination ?? null,
  }));
  if (!manual) {
    const sameRoute = changes.every(
      (change) =>
        change.origin === journeys[change.journeyIndex]?.origin &&
        change.destination === journeys[change.journeyIndex]?.destination,
    );
    if (!sameRoute) throw new AppError(AfterSalesErrorCode.RouteChange, 422, AfterSalesMessage.routeChange);
    const terms = await atSupplier(() =>
      supplier.exchangeTerms(tx, {
        recordLocator: order.recordLocator ?? '',
        passengerIndexes: paxIds,
        journeyIndexes,
        now,
      }),
    );
    changes = changes.map((change) => {
      const window = terms.journeys.find((journey) => journey.journeyIndex === change.journeyIndex)!;
      const outside = [change.date, change.minDate, change.maxDate].some(
        (date) => date && (date < window.minDate || date > window.maxDate),
      );
      if (outside) {
        const journey = journeys[change.journeyIndex]!;
        throw dateOutOfRange(
          `${journey.origin}–${journey.destination} may move to a date from ${window.minDate} to ${window.maxDate}.`,
        );
      }
      return {
        ...change,
        minDate: change.minDate ?? window.minDate,
        maxDate: change.maxDate ?? window.maxDate,
      };
    });
  }
  return { paxIds, journeyIndexes, reason: body.reason, remark: body.remark ?? null, exchange: changes };
}
