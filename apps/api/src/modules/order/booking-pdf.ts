import type { FlightLeg, Journey } from '@portal/contracts';
import {
  dayText,
  durationText,
  localTimeText,
  moneyText,
  startPdf,
  type PdfNames,
} from '../../lib/pdf-document';
import { drawFacts, drawHeader, drawHeading, drawNote, drawTable } from '../../lib/print-layout';
import type { PrintModel, PrintPassenger } from './print-model';

/** The words of the e-ticket. */
const text = {
  title: 'E-Ticket',
  subtitle: 'Electronic ticket itinerary and receipt',
  passenger: 'Passenger',
  type: { ADT: 'Adult', CHD: 'Child', INF: 'Infant' },
  ticketNumber: 'Ticket number',
  bookingReference: 'Booking reference',
  pnr: 'PNR',
  airlinePnr: 'Airline PNR',
  issued: 'Date of issue',
  airline: 'Issuing airline',
  fare: 'Fare',
  flights: 'Flights',
  flight: 'Flight',
  departure: 'Departure',
  arrival: 'Arrival',
  classCabin: 'Class',
  baggage: 'Baggage',
  checked: 'checked',
  cabin: 'cabin',
  extraBaggage: 'extra',
  seat: 'Seat',
  meal: 'Meal',
  services: 'SSR',
  terminal: 'Terminal',
  payment: 'Fare details',
  baseFare: 'Base fare',
  taxes: 'Taxes',
  extras: 'Extras (bags, meals, seats)',
  total: 'Total',
  ticketStatus: 'Ticket status',
  statusText: {
    Voided: 'VOIDED - not valid for travel',
    Refunded: 'REFUNDED - not valid for travel',
    PartlyRefunded: 'PARTLY REFUNDED - valid only for the flights not refunded',
    Exchanged: 'EXCHANGED - replaced by a new ticket',
    InProcess: 'A refund or change is in process',
  },
  refundable: 'Refundable',
  nonRefundable: 'Non-refundable',
  footer:
    'Times are local at each airport. Check in at least 3 hours before an international departure and 1 hour ' +
    'before a domestic one, carrying this ticket and a valid photo ID or passport.',
} as const;

const dash = '-';

function legText(leg: FlightLeg, at: 'departure' | 'arrival', names: PdfNames): string {
  const code = at === 'departure' ? leg.origin : leg.destination;
  const terminal = at === 'departure' ? leg.departureTerminal : leg.arrivalTerminal;
  const city = names.city(code);
  return [
    `${city ? `${city} ` : ''}(${code})`,
    localTimeText(at === 'departure' ? leg.departure : leg.arrival),
    terminal ? `${text.terminal} ${terminal}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What a passenger carries and asked for on one flight: the allowance, extra bags, seat, meal and SSRs. */
function servicesText(pax: PrintPassenger, legKey: string): string {
  const extra = pax.extras.find((item) => item.legKey === legKey);
  const parts = [
    `${pax.baggage.checked || dash} ${text.checked}, ${pax.baggage.cabin || dash} ${text.cabin}` +
      (extra?.extraBaggageKg ? ` + ${extra.extraBaggageKg} KG ${text.extraBaggage}` : ''),
    extra?.seat ? `${text.seat} ${extra.seat}` : null,
    extra?.mealCode ? `${text.meal} ${extra.mealCode}` : null,
    extra?.ssrCodes.length ? `${text.services} ${extra.ssrCodes.join(', ')}` : null,
  ];
  return parts.filter(Boolean).join('\n');
}

function flightRows(model: PrintModel, pax: PrintPassenger, names: PdfNames): string[][] {
  return model.journeys.flatMap((journey: Journey) =>
    journey.legKeys.flatMap((key, index) => {
      const leg = model.legs[key];
      if (!leg) return [];
      return [
        [
          `${leg.marketingAirline} ${leg.flightNumber}\n${leg.aircraft}\n${durationText(leg.durationMinutes)}`,
          legText(leg, 'departure', names),
          legText(leg, 'arrival', names),
          `${journey.bookingClasses[index] ?? dash}\n${model.cabin}`,
          servicesText(pax, key),
        ],
      ];
    }),
  );
}

function drawPassenger(doc: PDFKit.PDFDocument, model: PrintModel, pax: PrintPassenger, names: PdfNames) {
  const airline = names.airline(model.validatingAirline);
  drawHeader(doc, model.issuer, text.title, text.subtitle);
  drawFacts(doc, [
    [text.passenger, `${pax.name} (${text.type[pax.type]})`],
    [text.ticketNumber, pax.ticketNumber ?? dash],
    ...(pax.ticketStatus && pax.ticketStatus !== 'Issued'
      ? [[text.ticketStatus, text.statusText[pax.ticketStatus]] as [string, string]]
      : []),
    [text.bookingReference, model.orderReference],
    [text.pnr, model.pnr ?? dash],
    [text.airlinePnr, model.airlinePnr ?? dash],
    [text.issued, model.issuedOn ? dayText(model.issuedOn) : dash],
    [text.airline, `${airline ? `${airline} ` : ''}(${model.validatingAirline})`],
    [text.fare, `${model.brandName} - ${model.refundable ? text.refundable : text.nonRefundable}`],
  ]);
  drawHeading(doc, text.flights);
  drawTable(
    doc,
    [
      { label: text.flight, share: 0.15 },
      { label: text.departure, share: 0.24 },
      { label: text.arrival, share: 0.24 },
      { label: text.classCabin, share: 0.12 },
      { label: text.baggage, share: 0.25 },
    ],
    flightRows(model, pax, names),
  );
  if (model.withPrice) {
    const money = (amount: number) => moneyText({ amount, currency: model.currency });
    drawHeading(doc, text.payment);
    drawTable(
      doc,
      [
        { label: '', share: 0.7 },
        { label: '', share: 0.3, align: 'right' },
      ],
      [
        [text.baseFare, money(pax.fare.baseFare)],
        [text.taxes, money(pax.fare.taxes)],
        ...(pax.extrasTotal > 0 ? [[text.extras, money(pax.extrasTotal)]] : []),
        [text.total, money(pax.fare.gross + pax.extrasTotal)],
      ],
      { boldLast: true },
    );
  }
  drawNote(doc, text.footer);
}

/** The e-ticket: one page per chosen passenger, with their ticket, the booking's PNRs and every flight. */
export function renderTicketPdf(model: PrintModel, names: PdfNames): Promise<Buffer> {
  const { doc, bytes } = startPdf({
    title: `${text.title} ${model.orderReference}`,
    author: model.issuer.name,
  });
  model.passengers.forEach((pax, index) => {
    if (index > 0) doc.addPage();
    drawPassenger(doc, model, pax, names);
  });
  doc.end();
  return bytes;
}
