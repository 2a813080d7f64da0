/**
 * Post-ticketing void, refund and exchange (spec §7): airgetorderrequest, request, queue, getrequest, update status,
 * penalty or auto amount details; exchange adds search, filter, itinerary, summary, price, manual request, approve
 * and verify request. One controller per kind under the order service.
 */
const controller = (name: string) => `/order/api/v1/${name}`;

function requestCalls(name: string) {
  const base = controller(name);
  return {
    /** POST {orderReference}: the order's tickets and what may be done to each now, with the reason when not. */
    airGetOrderRequest: `${base}/AirGetOrderRequest`,
    /** POST (Idempotency-Key): ask; answered with a quote at once when the airline quotes automatically. */
    request: `${base}/Request`,
    /** GET: the agency's requests of this kind in status tabs, filtered, searched, paged. */
    queue: `${base}/Queue`,
    /** GET ?reference: one request with its quotes, history and tickets. */
    getRequest: `${base}/GetRequest`,
    /** POST (Idempotency-Key for Accept): accept, decline or cancel; requote an expired quote. */
    updateStatus: `${base}/UpdateStatus`,
  };
}

export const VoidPaths = {
  ...requestCalls('Void'),
  /** GET ?reference: what the airline would give back now, by its rules. */
  penaltyDetails: `${controller('Void')}/PenaltyDetails`,
} as const;

export const RefundPaths = {
  ...requestCalls('Refund'),
  /** GET ?reference: the airline's penalty and the automatic amounts, by the fare's own rules. */
  autoAmountDetails: `${controller('Refund')}/AutoAmountDetails`,
} as const;

export const ExchangePaths = {
  ...requestCalls('Exchange'),
  /** GET ?reference: the airline's change fee by the fare's window, and the service fee. */
  penaltyDetails: `${controller('Exchange')}/PenaltyDetails`,
  /** POST: new flights for the chosen journeys, within the dates the fare allows. */
  search: `${controller('Exchange')}/Search`,
  /** GET ?reference: the facets of the last search's options (brands, stops, dates, times, totals). */
  filter: `${controller('Exchange')}/Filter`,
  /** GET ?reference&optionId: one option's flights, fare rules and figures. */
  itinerary: `${controller('Exchange')}/Itinerary`,
  /** GET ?reference: the request as the confirm page shows it: journeys, tickets, the option quoted, the quote. */
  summary: `${controller('Exchange')}/Summary`,
  /** POST: the itemised quote of one option (fare and tax difference, penalty, residual, total). */
  price: `${controller('Exchange')}/Price`,
  /** POST: ask the operators to find and quote the change (no automated path, or none that suits). */
  manualRequest: `${controller('Exchange')}/ManualRequest`,
  /** POST (Idempotency-Key): accept a priced option: new tickets are issued, the difference paid or credited. */
  approve: `${controller('Exchange')}/Approve`,
  /** POST: checks a priced option still holds before approving. */
  verifyRequest: `${controller('Exchange')}/VerifyRequest`,
} as const;

/** The operators' side (back office): every kind's queue, assignment, manual quotes and decisions. */
const operator = '/backoffice/api/v1/AfterSales';
export const AfterSalesOperatorPaths = {
  /** GET ?kind&tab&search&page: the tenant's requests, oldest waiting first, with their age. */
  queue: `${operator}/Queue`,
  /** GET ?reference. */
  getRequest: `${operator}/GetRequest`,
  /** GET ?reference: what the airline's own rules give the request now, the starting point of a manual quote. */
  automaticAmounts: `${operator}/AutomaticAmounts`,
  /** POST {reference, assignToMe}: take or release a request. */
  assign: `${operator}/Assign`,
  /** POST {reference, lines, validMinutes}: a manual quote, superseding any earlier one. */
  quote: `${operator}/Quote`,
  /** POST (Idempotency-Key) {reference, decision: Complete | Reject, note}: one decision wins. */
  decide: `${operator}/Decide`,
} as const;
