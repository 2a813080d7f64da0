import type { QuoteLine } from '@portal/contracts';
import { dayText, moneyText, startPdf, type PdfNames } from '../../lib/pdf-document';
import { drawFacts, drawHeader, drawHeading, drawNote, drawTable } from '../../lib/print-layout';
import type { PrintParty } from './print-model';

/** A completed void's or refund's credit, as the credit note prints it. */
export interface CreditNoteModel {
  issuer: PrintParty;
  billedTo: PrintParty;
  kind: 'Void' | 'Refund' | 'Exchange';
  requestReference: string;
  orderReference: string;
  pnr: string | null;
  validatingAirline: string;
  completedOn: string;
  invoicedOn: string;
  currency: string;
  passengers: { paxId: number; name: string; ticketNumber: string | null }[];
  lines: QuoteLine[];
  total: number;
}

const text = {
  title: 'Credit note',
  subtitle: { Void: 'Ticket void', Refund: 'Ticket refund', Exchange: 'Ticket exchange' },
  number: 'Credit note number',
  date: 'Date',
  billedTo: 'Credited to',
  request: 'Request reference',
  bookingReference: 'Booking reference',
  invoice: 'Against the invoice of',
  pnr: 'PNR',
  airline: 'Airline',
  lines: 'Amounts',
  passenger: 'Passenger',
  ticket: 'Ticket',
  item: 'Item',
  amount: 'Amount',
  booking: 'Whole request',
  total: 'Total credited',
  note:
    'This credit note reverses the part of the agent invoice named above. The total was credited to the ' +
    "agency's wallet (first towards any amount still due on the booking), under the request reference.",
} as const;

/** The credit note of a completed request: from the tenant to the agency, each quoted line and the total. */
export function renderCreditNotePdf(model: CreditNoteModel, names: PdfNames): Promise<Buffer> {
  const money = (amount: number) => moneyText({ amount, currency: model.currency });
  const { doc, bytes } = startPdf({
    title: `${text.title} CN-${model.requestReference}`,
    author: model.issuer.name,
  });
  drawHeader(doc, model.issuer, text.title, text.subtitle[model.kind]);
  const airline = names.airline(model.validatingAirline);
  drawFacts(doc, [
    [text.number, `CN-${model.requestReference}`],
    [text.date, dayText(model.completedOn)],
    [text.billedTo, [model.billedTo.name, ...model.billedTo.lines].join('\n')],
    [text.request, model.requestReference],
    [text.bookingReference, model.orderReference],
    [text.invoice, dayText(model.invoicedOn)],
    [text.pnr, model.pnr ?? '-'],
    [text.airline, `${airline ? `${airline} ` : ''}(${model.validatingAirline})`],
  ]);
  drawHeading(doc, text.lines);
  const who = (paxId: number | null) => {
    const pax = model.passengers.find((one) => one.paxId === paxId);
    return pax ? [pax.name, pax.ticketNumber ?? '-'] : [text.booking, ''];
  };
  drawTable(
    doc,
    [
      { label: text.passenger, share: 0.3 },
      { label: text.ticket, share: 0.2 },
      { label: text.item, share: 0.3 },
      { label: text.amount, share: 0.2, align: 'right' },
    ],
    [
      ...model.lines.map((line) => [...who(line.paxId), line.label, money(line.amount.amount)]),
      [text.total, '', '', money(model.total)],
    ],
    { boldLast: true },
  );
  drawNote(doc, text.note);
  doc.end();
  return bytes;
}
