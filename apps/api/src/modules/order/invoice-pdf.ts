import { PrintDocumentType } from '@portal/contracts';
import { dayText, localTimeText, moneyText, startPdf, type PdfNames } from '../../lib/pdf-document';
import { drawFacts, drawHeader, drawHeading, drawNote, drawTable, type Column } from '../../lib/print-layout';
import type { PrintModel, PrintPassenger } from './print-model';

/** The words of the invoices. */
const text = {
  title: 'Invoice',
  agentSubtitle: 'Agent invoice',
  customerSubtitle: 'Customer invoice',
  billedTo: 'Billed to',
  date: 'Invoice date',
  bookingReference: 'Booking reference',
  pnr: 'PNR',
  airline: 'Airline',
  status: 'Booking status',
  flights: 'Flights',
  passengers: 'Passengers',
  passenger: 'Passenger',
  type: 'Type',
  ticket: 'Ticket number',
  fare: 'Fare',
  extras: 'Extras',
  amount: 'Amount',
  serviceCharge: 'Service charge',
  total: 'Total',
  payment: 'Payment',
  bookingTotal: 'Booking total (all passengers)',
  paid: 'Paid',
  due: 'Due',
  dueBy: 'by',
  agentNote: 'Amounts are what the agency pays for this booking, commission and taxes included.',
  adjustments: 'Voids, refunds and exchanges',
  creditNote: 'Credit note',
  charged: 'Charged',
  netTotal: 'Booking total after them',
  customerNote: 'Thank you for booking with us. Fares are subject to the airline rules.',
} as const;

const dash = '-';

function flightLines(model: PrintModel, names: PdfNames): string[][] {
  return model.journeys.flatMap((journey) =>
    journey.legKeys.flatMap((key) => {
      const leg = model.legs[key];
      if (!leg) return [];
      const place = (code: string) => `${names.city(code) ?? code} (${code})`;
      return [
        [
          `${leg.marketingAirline} ${leg.flightNumber}`,
          `${place(leg.origin)}\n${localTimeText(leg.departure)}`,
          `${place(leg.destination)}\n${localTimeText(leg.arrival)}`,
        ],
      ];
    }),
  );
}

/** Each passenger's line: on the agent's invoice the agent's price, on the customer's the gross fare. */
function passengerRows(model: PrintModel, agent: boolean): { rows: string[][]; total: number } {
  const money = (amount: number) => moneyText({ amount, currency: model.currency });
  let total = 0;
  const rows = model.passengers.map((pax: PrintPassenger) => {
    const fare = agent ? pax.fare.agent : pax.fare.gross;
    total += fare + pax.extrasTotal;
    const ticket = pax.ticketNumber ?? dash;
    const who = [
      pax.name,
      pax.type,
      pax.ticketStatus && pax.ticketStatus !== 'Issued' ? `${ticket}\n${pax.ticketStatus}` : ticket,
    ];
    return model.withPrice
      ? [...who, money(fare), money(pax.extrasTotal), money(fare + pax.extrasTotal)]
      : who;
  });
  return { rows, total };
}

/**
 * The agent's invoice (from the tenant to the agency: the agent's price, extras, what was paid and what is due) or
 * the customer's (from the agency to its customer: the gross fare and extras plus the agent's markup as one price,
 * never the agent's own price). Without prices, only the booking and its passengers are listed.
 */
export function renderInvoicePdf(model: PrintModel, names: PdfNames): Promise<Buffer> {
  const agent = model.document === PrintDocumentType.AgentInvoice;
  const money = (amount: number) => moneyText({ amount, currency: model.currency });
  const { doc, bytes } = startPdf({
    title: `${text.title} ${model.orderReference}`,
    author: model.issuer.name,
  });
  drawHeader(doc, model.issuer, text.title, agent ? text.agentSubtitle : text.customerSubtitle);
  const airline = names.airline(model.validatingAirline);
  drawFacts(doc, [
    [text.billedTo, [model.billedTo.name, ...model.billedTo.lines].join('\n')],
    [text.date, dayText(model.issuedOn ?? model.bookedOn)],
    [text.bookingReference, model.orderReference],
    [text.pnr, model.pnr ?? dash],
    [text.airline, `${airline ? `${airline} ` : ''}(${model.validatingAirline})`],
    [text.status, model.status],
  ]);

  drawHeading(doc, text.flights);
  drawTable(
    doc,
    [
      { label: '', share: 0.2 },
      { label: '', share: 0.4 },
      { label: '', share: 0.4 },
    ],
    flightLines(model, names),
  );

  drawHeading(doc, text.passengers);
  const { rows, total } = passengerRows(model, agent);
  const who: Column[] = [
    { label: text.passenger, share: model.withPrice ? 0.28 : 0.5 },
    { label: text.type, share: model.withPrice ? 0.07 : 0.15 },
    { label: text.ticket, share: model.withPrice ? 0.19 : 0.35 },
  ];
  const priced: Column[] = [
    { label: text.fare, share: 0.16, align: 'right' },
    { label: text.extras, share: 0.14, align: 'right' },
    { label: text.amount, share: 0.16, align: 'right' },
  ];
  if (!model.withPrice) {
    drawTable(doc, who, rows);
  } else {
    const markup = agent ? 0 : model.markup;
    const blank = ['', '', '', '', ''];
    drawTable(
      doc,
      [...who, ...priced],
      [
        ...rows,
        ...(markup > 0 ? [[text.serviceCharge, ...blank.slice(1), money(markup)]] : []),
        [text.total, ...blank.slice(1), money(total + markup)],
      ],
      { boldLast: true },
    );
    if (agent) {
      drawHeading(doc, text.payment);
      const { payable, paid, due, dueOn } = model.payment;
      drawTable(
        doc,
        [
          { label: '', share: 0.7 },
          { label: '', share: 0.3, align: 'right' },
        ],
        [
          [text.bookingTotal, money(payable)],
          [text.paid, money(paid)],
          [dueOn ? `${text.due} (${text.dueBy} ${dayText(dueOn)})` : text.due, money(due)],
        ],
        { boldLast: true },
      );
      if (model.adjustments.length > 0) {
        drawHeading(doc, text.adjustments);
        const net = model.adjustments.reduce((sum, item) => sum - item.amount, payable);
        drawTable(
          doc,
          [
            { label: '', share: 0.7 },
            { label: '', share: 0.3, align: 'right' },
          ],
          [
            ...model.adjustments.map((item) => [
              `${item.amount > 0 ? `${text.creditNote} CN-${item.reference}` : `${text.charged} ${item.reference}`} ` +
                `(${item.kind}, ${dayText(item.on)})`,
              money(-item.amount),
            ]),
            [text.netTotal, money(net)],
          ],
          { boldLast: true },
        );
      }
    }
  }
  drawNote(doc, agent ? text.agentNote : text.customerNote);
  doc.end();
  return bytes;
}
