import { partialDueMinHoursBeforeDeparture, partialRequestMinLeadHours } from '@portal/contracts';

/**
 * Part payment of a ticket (DESIGN §6): the wallet pays at least 40% now (rounded up to a whole unit of the
 * currency) and the rest falls due three days before the first flight, at most 30 days after issue. Offered only
 * when the first flight is a week or more away, so the due always falls before travel with time to collect it.
 * Closer to departure, an operator may approve it on the agent's request with a due date of their own, which holds
 * while it is still ahead and a day before the flight.
 */
const minimumShareBps = 4_000;
const leadDays = 7;
const dueDaysBeforeDeparture = 3;
const maxDueDays = 30;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export interface PartialTerms {
  minimumPayable: number;
  dueAt: Date;
}

/** What the wallet pays at least now; null when that would be all of it. */
export function minimumPartialPayable(payable: number): number | null {
  const minimumPayable = Math.ceil((payable * minimumShareBps) / 10_000 / 100) * 100;
  return minimumPayable < payable ? minimumPayable : null;
}

/** The latest due date an operator may approve: a day before the first flight. */
export function latestApprovableDueAt(firstDepartureAt: Date): Date {
  return new Date(firstDepartureAt.getTime() - partialDueMinHoursBeforeDeparture * hourMs);
}

export function isApprovableDueAt(options: { dueAt: Date; firstDepartureAt: Date; now: Date }): boolean {
  return (
    options.dueAt.getTime() > options.now.getTime() &&
    options.dueAt.getTime() <= latestApprovableDueAt(options.firstDepartureAt).getTime()
  );
}

/** The order's terms now: its payable, its first flight, and the due date an operator approved for it, if any. */
export function partialTerms(
  order: { payable: number; firstDepartureAt: Date; partialApprovedDueAt: Date | null },
  now: Date,
): PartialTerms | null {
  const { payable, firstDepartureAt, partialApprovedDueAt: approvedDueAt } = order;
  const minimumPayable = minimumPartialPayable(payable);
  if (minimumPayable === null) return null;
  if (firstDepartureAt.getTime() - now.getTime() >= leadDays * dayMs) {
    const dueAt = new Date(
      Math.min(
        firstDepartureAt.getTime() - dueDaysBeforeDeparture * dayMs,
        now.getTime() + maxDueDays * dayMs,
      ),
    );
    return { minimumPayable, dueAt };
  }
  if (approvedDueAt && isApprovableDueAt({ dueAt: approvedDueAt, firstDepartureAt, now }))
    return { minimumPayable, dueAt: approvedDueAt };
  return null;
}

/** Whether part payment can still be arranged for an order not offered it: departure at least two days away. */
export function partialRequestInTime(options: { firstDepartureAt: Date; now: Date }): boolean {
  return options.firstDepartureAt.getTime() - options.now.getTime() >= partialRequestMinLeadHours * hourMs;
}
