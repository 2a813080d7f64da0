import {
  AfterSalesErrorCode,
  AfterSalesMessage,
  AfterSalesReason,
  type AfterSalesJourney,
  type AfterSalesTicket,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { requestAlreadyOpen } from '../../requests/request-errors';
import { notTicketed, ticketNotEligible, voidRefused, voidWindowClosed } from './after-sales-errors';

/** Why a chosen ticket may not take the action, as the clear 4xx the agent sees. */
function refusalOf(reason: string | null): AppError {
  switch (reason) {
    case AfterSalesReason.noPermission:
      return AppError.forbidden();
    case AfterSalesReason.notTicketed:
      return notTicketed();
    case AfterSalesReason.openRequest:
      return requestAlreadyOpen();
    case AfterSalesReason.voidRefused:
      return voidRefused();
    case AfterSalesReason.voidWindowClosed:
      return voidWindowClosed();
    case AfterSalesReason.partlyUsed:
      return ticketNotEligible();
    case AfterSalesReason.allFlown:
      return new AppError(AfterSalesErrorCode.SegmentFlown, 422, AfterSalesMessage.segmentFlown);
    case AfterSalesReason.changeNotPermitted:
      return new AppError(AfterSalesErrorCode.ChangeNotPermitted, 422, AfterSalesMessage.changeNotPermitted);
    default:
      return ticketNotEligible();
  }
}

/**
 * The chosen passengers' tickets, each allowed the action now (by ticketEligibility), and for refunds and
 * exchanges each still open for every chosen journey; the first refusal otherwise: 422 SEGMENT_FLOWN for a journey
 * already flown, 409 TICKET_NOT_ELIGIBLE for one already refunded or changed off the ticket (or not on the order).
 * An unknown passenger is not eligible.
 */
export function checkChosenTickets(
  tickets: AfterSalesTicket[],
  options: {
    paxIds: number[];
    action: 'void' | 'refund' | 'exchange';
    journeyIndexes?: number[];
    journeys?: AfterSalesJourney[];
  },
): AfterSalesTicket[] {
  const chosen = [...new Set(options.paxIds)].map((paxId) =>
    tickets.find((ticket) => ticket.paxId === paxId),
  );
  for (const ticket of chosen) {
    if (!ticket) throw ticketNotEligible();
    const eligibility = ticket[options.action];
    if (!eligibility.allowed) throw refusalOf(eligibility.reason);
    for (const journey of options.journeyIndexes ?? []) {
      if (!ticket.openJourneys.includes(journey)) {
        const flown = options.journeys?.find((one) => one.index === journey)?.flown ?? false;
        throw flown
          ? new AppError(AfterSalesErrorCode.SegmentFlown, 422, AfterSalesMessage.segmentFlown)
          : ticketNotEligible();
      }
    }
  }
  return chosen as AfterSalesTicket[];
}
