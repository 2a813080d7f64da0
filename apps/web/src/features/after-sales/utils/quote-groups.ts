import type { AfterSalesRequest, QuoteLine } from '@portal/contracts';

export interface QuoteGroup {
  /** The passenger the lines are for; null for lines of the whole request. */
  paxId: number | null;
  name: string | null;
  lines: QuoteLine[];
  /** The lines' sum, in minor units (positive goes to the agency). */
  subtotal: number;
}

/**
 * A quote's lines by passenger, in the request's passenger order, with each passenger's subtotal; lines of the whole
 * request come last.
 */
export function quoteGroups(
  lines: readonly QuoteLine[],
  passengers: AfterSalesRequest['passengers'],
): QuoteGroup[] {
  const order = new Map(passengers.map((passenger, index) => [passenger.paxId, index]));
  const groups = new Map<number | null, QuoteGroup>();
  for (const line of lines) {
    let group = groups.get(line.paxId);
    if (!group) {
      const name = passengers.find((passenger) => passenger.paxId === line.paxId)?.name ?? null;
      group = { paxId: line.paxId, name, lines: [], subtotal: 0 };
      groups.set(line.paxId, group);
    }
    group.lines.push(line);
    group.subtotal += line.amount.amount;
  }
  const rank = (paxId: number | null) =>
    paxId === null ? Number.MAX_SAFE_INTEGER : (order.get(paxId) ?? paxId);
  return [...groups.values()].sort((a, b) => rank(a.paxId) - rank(b.paxId));
}
