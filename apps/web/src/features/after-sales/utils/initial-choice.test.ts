import { describe, expect, it } from 'vitest';
import type { ActionEligibility, AfterSalesTicket } from '@portal/contracts';
import { initialPassengers, openForAll } from './initial-choice';

const allowed: ActionEligibility = { allowed: true, reason: null, mode: 'Automatic' };
const refused: ActionEligibility = { allowed: false, reason: 'The ticket is voided.', mode: null };
const ticket = (
  paxId: number,
  refund: ActionEligibility,
  openJourneys: number[] = [0, 1],
): AfterSalesTicket => ({
  paxId,
  name: `Passenger ${paxId}`,
  type: 'ADT',
  ticketNumber: `997-000000000${paxId}`,
  status: 'Issued',
  openJourneys,
  void: refused,
  refund,
  exchange: refused,
});
const refundOf = (one: AfterSalesTicket) => one.refund;

describe('initialPassengers', () => {
  it('ticks the passenger the order page named when that ticket may take the action', () => {
    expect(initialPassengers([ticket(1, allowed), ticket(2, allowed)], refundOf, '2')).toEqual([2]);
  });

  it('ignores a named passenger who may not, and ticks the only one who may', () => {
    expect(initialPassengers([ticket(1, allowed), ticket(2, refused)], refundOf, '2')).toEqual([1]);
    expect(initialPassengers([ticket(1, allowed), ticket(2, allowed)], refundOf, 'x')).toEqual([]);
  });
});

describe('openForAll', () => {
  it('keeps the journeys every chosen passenger still holds', () => {
    const tickets = [ticket(1, allowed, [0, 1]), ticket(2, allowed, [1])];
    expect(openForAll(tickets, [1], refundOf)).toEqual([0, 1]);
    expect(openForAll(tickets, [1, 2], refundOf)).toEqual([1]);
  });

  it('offers, before anyone is chosen, what any refundable ticket still holds', () => {
    const tickets = [ticket(1, refused, [0]), ticket(2, allowed, [2, 1])];
    expect(openForAll(tickets, [], refundOf)).toEqual([1, 2]);
  });
});
