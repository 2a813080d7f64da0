import { dayText, moneyText, startPdf } from '../../lib/pdf-document';
import {
  drawFacts,
  drawHeader,
  drawHeading,
  drawNote,
  drawTable,
  type PrintParty,
} from '../../lib/print-layout';
import { exchangeRateText } from '../../currency/money-conversion';
import { boardWords } from './booking-voucher-pdf';
import type { HotelBookingRow } from './hotel-booking.repository';

const text = {
  title: 'Invoice',
  subtitle: 'Hotel booking',
  number: 'Invoice number',
  date: 'Invoice date',
  billedTo: 'Billed to',
  reference: 'Booking reference',
  hotel: 'Hotel',
  stay: 'Stay',
  room: 'Room',
  leadGuest: 'Lead guest',
  charges: 'Charges',
  item: 'Item',
  amount: 'Amount',
  accommodation: 'Accommodation',
  taxes: 'Taxes and service charges (included above)',
  supplierAmount: 'Supplier amount',
  rate: 'Exchange rate',
  total: 'Total charged',
  credit: 'Cancellation credit',
  refused: 'Refund (refused by the hotel)',
  penalty: 'Cancellation charge kept',
  net: 'Net total',
  note:
    'Amounts are what the agency pays for this booking, taxes included, charged to its wallet under the booking ' +
    'reference. Fees paid by the guest at the hotel are not part of this invoice.',
} as const;

/**
 * The agency's invoice for a hotel booking: from the tenant to the agency, the BDT charge beside the supplier's
 * figure and the rate it was converted at, the taxes within it, and any cancellation credit with what was kept.
 */
export function renderHotelInvoicePdf(options: {
  booking: HotelBookingRow;
  issuer: PrintParty;
  billedTo: PrintParty;
  invoicedOn: string;
}): Promise<Buffer> {
  const { booking } = options;
  const money = (amount: number) => moneyText({ amount, currency: booking.currency });
  const { doc, bytes } = startPdf({
    title: `${text.title} ${booking.reference}`,
    author: options.issuer.name,
  });
  drawHeader(doc, options.issuer, text.title, text.subtitle);
  const lead = booking.rooms[0]?.leadGuest;
  drawFacts(doc, [
    [text.number, `INV-${booking.reference}`],
    [text.date, dayText(options.invoicedOn)],
    [text.billedTo, [options.billedTo.name, ...options.billedTo.lines].filter(Boolean).join('\n')],
    [text.reference, booking.reference],
    [text.hotel, `${booking.hotelName}, ${booking.cityName}`],
    [text.stay, `${dayText(booking.checkIn)} - ${dayText(booking.checkOut)} (${booking.nights} nights)`],
    [text.room, `${booking.rooms.length} x ${booking.roomName}, ${boardWords[booking.board]}`],
    [text.leadGuest, lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '-'],
  ]);
  drawHeading(doc, text.charges);
  const supplier = moneyText({ amount: booking.supplierTotal, currency: booking.supplierCurrency });
  const rate = `1 ${booking.supplierCurrency} = ${exchangeRateText({ bdtPerUnitMicros: booking.exchangeRateMicros })} ${booking.currency}`;
  const rows: string[][] = [
    [
      `${text.accommodation} (${text.supplierAmount} ${supplier}, ${text.rate} ${rate})`,
      money(booking.total),
    ],
    [text.taxes, money(booking.taxes)],
    [text.total, money(booking.total)],
  ];
  const refund = booking.cancellationRefund ?? 0;
  if (booking.cancellationRefund !== null) {
    rows.push([booking.status === 'Refused' ? text.refused : text.credit, money(-refund)]);
    if ((booking.cancellationPenalty ?? 0) > 0)
      rows.push([text.penalty, money(booking.cancellationPenalty ?? 0)]);
    rows.push([text.net, money(booking.total - refund)]);
  }
  drawTable(
    doc,
    [
      { label: text.item, share: 0.75 },
      { label: text.amount, share: 0.25, align: 'right' },
    ],
    rows,
    { boldLast: true },
  );
  drawNote(doc, text.note);
  doc.end();
  return bytes;
}
