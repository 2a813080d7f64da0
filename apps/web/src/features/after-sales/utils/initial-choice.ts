import type { ActionEligibility, AfterSalesTicket } from '@portal/contracts';

/**
 * The passengers ticked when the form opens: the one the order page's button named (?pax=), when that ticket may
 * take the action; else the only ticket that may; else none.
 */
export function initialPassengers(
  tickets: AfterSalesTicket[],
  eligibilityOf: (ticket: AfterSalesTicket) => ActionEligibility,
  named: string | null,
): number[] {
  const eligible = tickets.filter((ticket) => eligibilityOf(ticket).allowed).map((ticket) => ticket.paxId);
  const paxId = Number(named);
  if (named && eligible.includes(paxId)) return [paxId];
  return eligible.length === 1 ? eligible : [];
}

/**
 * The journeys every chosen passenger can still be refunded for; before any is chosen, those any ticket that may be
 * refunded still holds, so the form shows what can be asked for.
 */
export function openForAll(
  tickets: AfterSalesTicket[],
  paxIds: number[],
  eligibilityOf: (ticket: AfterSalesTicket) => ActionEligibility,
): number[] {
  const chosen = tickets.filter((ticket) => paxIds.includes(ticket.paxId));
  if (chosen.length === 0) {
    const held = tickets
      .filter((ticket) => eligibilityOf(ticket).allowed)
      .flatMap((ticket) => ticket.openJourneys);
    return [...new Set(held)].sort((a, b) => a - b);
  }
  return chosen
    .map((ticket) => ticket.openJourneys)
    .reduce((common, journeys) => common.filter((index) => journeys.includes(index)));
}
