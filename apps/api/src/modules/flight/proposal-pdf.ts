import type { FlightLeg, Journey, Proposal } from '@portal/contracts';
import { durationText, localTimeText, moneyText, startPdf, type PdfNames } from '../../lib/pdf-document';

/** The words of the proposal document. */
const text = {
  title: 'Flight proposal',
  preparedFor: 'Prepared for',
  date: 'Date',
  option: 'Option',
  price: 'Price',
  allPassengers: 'for all passengers',
  direct: 'Direct',
  stop: 'stop',
  stops: 'stops',
  via: 'via',
  baggage: 'Baggage',
  checked: 'checked',
  cabin: 'cabin',
  duration: 'Duration',
  refundable: 'Refundable',
  nonRefundable: 'Non-refundable',
  footer: 'Prices and seats are subject to availability at the time of booking.',
} as const;

function stopsText(journey: Journey): string {
  const count = journey.legKeys.length - 1;
  if (count === 0) return text.direct;
  const via = journey.layovers
    .map((layover) => `${layover.airportCode} ${durationText(layover.minutes)}`)
    .join(', ');
  return `${count} ${count === 1 ? text.stop : text.stops} ${text.via} ${via}`;
}

/** The proposal as a printable A4 document: the agency's name, each option's flights and the quoted price. */
export function renderProposalPdf(proposal: Proposal, names: PdfNames): Promise<Buffer> {
  const { doc, bytes: finished } = startPdf({
    title: `${text.title} - ${proposal.agencyName}`,
    author: proposal.agencyName,
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(proposal.agencyName || text.title);
  doc.font('Helvetica').fontSize(12).fillColor('#555555').text(text.title);
  doc.moveDown(0.5);
  if (proposal.customerName) doc.fillColor('#000000').text(`${text.preparedFor}: ${proposal.customerName}`);
  doc.fillColor('#000000').text(`${text.date}: ${proposal.createdAt.slice(0, 10)}`);
  if (proposal.note) doc.moveDown(0.5).fontSize(10).text(proposal.note);

  proposal.options.forEach(({ itinerary, quotedAmount }, index) => {
    doc.moveDown(1);
    const airline = names.airline(itinerary.airlineCode) ?? itinerary.airlineCode;
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor('#000000')
      .text(`${text.option} ${index + 1}: ${airline} (${itinerary.airlineCode}) - ${itinerary.productClass}`);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(`${itinerary.cabin} - ${itinerary.refundable ? text.refundable : text.nonRefundable}`);
    for (const journey of itinerary.journeys) {
      const from = names.city(journey.origin) ?? journey.origin;
      const to = names.city(journey.destination) ?? journey.destination;
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).fillColor('#000000');
      doc.text(`${from} (${journey.origin}) - ${to} (${journey.destination})`);
      doc.font('Helvetica').fontSize(10);
      doc.text(
        `${text.duration} ${durationText(journey.durationMinutes)} - ${stopsText(journey)} - ${text.baggage}: ` +
          `${journey.baggage.checked} ${text.checked}, ${journey.baggage.cabin} ${text.cabin}`,
      );
      for (const key of journey.legKeys) {
        const leg: FlightLeg | undefined = proposal.legs[key];
        if (!leg) continue;
        doc.text(
          `  ${leg.marketingAirline} ${leg.flightNumber}   ${leg.origin} ${localTimeText(leg.departure)}  ->  ` +
            `${leg.destination} ${localTimeText(leg.arrival)}   (${durationText(leg.durationMinutes)}, ${leg.aircraft})`,
        );
      }
    }
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12);
    doc.text(`${text.price}: ${moneyText(quotedAmount)} ${text.allPassengers}`);
  });

  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#777777').text(text.footer);
  doc.end();
  return finished;
}
