import { PrintDocumentType, type FlightOrder } from '@portal/contracts';

export interface PassengerAmount {
  paxId: number;
  fare: number;
  extras: number;
  total: number;
}

export interface DocumentAmounts {
  currency: string;
  rows: PassengerAmount[];
  fare: number;
  extras: number;
  markup: number;
  total: number;
}

/**
 * The prices a document prints for the chosen passengers. The agent invoice charges the agency's fare, the ticket
 * and the customer invoice the gross fare; the customer invoice adds the agent's markup. With every passenger
 * chosen the order's own totals are used, so the document matches what was paid to the last poisha.
 */
export function documentAmounts(options: {
  order: FlightOrder;
  typeId: PrintDocumentType;
  paxIds: readonly number[];
  markup: number;
}): DocumentAmounts {
  const { order, typeId } = options;
  const agent = typeId === PrintDocumentType.AgentInvoice;
  const perPassenger = new Map(
    order.fareBreakdown.map((line) => [
      line.passengerType,
      agent ? (line.agentPerPassenger ?? line.grossPerPassenger).amount : line.grossPerPassenger.amount,
    ]),
  );
  const chosen = order.passengers.filter((pax) => options.paxIds.includes(pax.paxId));
  const rows = chosen.map((pax) => {
    const fare = perPassenger.get(pax.type) ?? 0;
    const extras = pax.extras.reduce((sum, extra) => sum + extra.price.amount, 0);
    return { paxId: pax.paxId, fare, extras, total: fare + extras };
  });
  const everyone = chosen.length === order.passengers.length;
  const fare = everyone
    ? (agent ? order.totals.fareAgent : order.totals.fareGross).amount
    : rows.reduce((sum, row) => sum + row.fare, 0);
  const extras = everyone ? order.totals.extras.amount : rows.reduce((sum, row) => sum + row.extras, 0);
  const markup = typeId === PrintDocumentType.CustomerInvoice ? Math.max(0, options.markup) : 0;
  return {
    currency: order.totals.payable.currency,
    rows,
    fare,
    extras,
    markup,
    total: fare + extras + markup,
  };
}
