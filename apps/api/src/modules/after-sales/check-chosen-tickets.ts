import { AfterSalesErrorCode, AfterSalesMessage, AfterSalesReason, type AfterSalesTicket } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { requestAlreadyOpen } from '../../requests/request-errors';
import { notTicketed, ticketNotEligible } from './after-sales-errors';

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
      return new AppError(AfterSalesErrorCode.VoidRefused, 422, AfterSalesMessage.voidRefused);
    case AfterSalesReason.voidWindowClosed:
      return new AppError(AfterSalesErrorCode.VoidWindowClosed, 422, AfterSalesMessage.voidWindowClosed);
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
 * exchanges each still open for every chosen journey; the first refusal otherwise. An unknown passenger is not
 * eligible.
 */
export function checkChosenTickets(
  tickets: AfterSalesTicket[],
  options: { paxIds: number[]; action: 'void' | 'refund' | 'exchange'; journeyIndexes?: number[] },
): AfterSalesTicket[] {
  const chosen = [...new Set(options.paxIds)].map((paxId) => tickets.find((ticket) => ticket.paxId === paxId));
  for (const ticket of chosen) {
    if (!ticket) throw ticketNotEligible();
    const eligibility = ticket[options.action];
    if (!eligibility.allowed) throw refusalOf(eligibility.reason);
    for (const journey of options.journeyIndexes ?? []) {
      if (!ticket.openJourneys.includes(journey)) {
        throw new AppError(AfterSalesErrorCode.SegmentFlown, 422, AfterSalesMessage.segmentFlown);
      }
    }
  }
  return chosen as AfterSalesTicket[];
}
