/**
 * Part payment of a ticket (DESIGN §6): the wallet pays at least 40% now (rounded up to a whole unit of the
 * currency) and the rest falls due three days before the first flight, at most 30 days after issue. Offered only
 * when the first flight is a week or more away, so the due always falls before travel with time to collect it.
 */
const minimumShareBps = 4_000;
const leadDays = 7;
const dueDaysBeforeDeparture = 3;
const maxDueDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

export interface PartialTerms {
  minimumPayable: number;
  dueAt: Date;
}

export function partialTerms(options: {
  payable: number;
  firstDepartureAt: Date;
  now: Date;
}): PartialTerms | null {
  const { payable, firstDepartureAt, now } = options;
  if (firstDepartureAt.getTime() - now.getTime() < leadDays * dayMs) return null;
  const minimumPayable = Math.ceil((payable * minimumShareBps) / 10_000 / 100) * 100;
  if (minimumPayable >= payable) return null;
  const dueAt = new Date(
    Math.min(firstDepartureAt.getTime() - dueDaysBeforeDeparture * dayMs, now.getTime() + maxDueDays * dayMs),
  );
  return { minimumPayable, dueAt };
}
