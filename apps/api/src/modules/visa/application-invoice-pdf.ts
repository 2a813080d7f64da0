import { dayText, moneyText, startPdf } from '../../lib/pdf-document';
import {
  drawFacts,
  drawHeader,
  drawHeading,
  drawNote,
  drawTable,
  type PrintParty,
} from '../../lib/print-layout';
import type { VisaAppliedProduct } from '@portal/contracts';
import type { VisaApplicantRow, VisaApplicationRow } from './visa-application.repository';

const text = {
  title: 'Invoice',
  subtitle: 'Visa application',
  number: 'Invoice number',
  date: 'Invoice date',
  billedTo: 'Billed to',
  reference: 'Application reference',
  visa: 'Visa',
  travelDate: 'Travel date',
  applicants: 'Applicants',
  charges: 'Charges',
  item: 'Item',
  governmentFee: 'Government fee',
  serviceFee: 'Service fee',
  amount: 'Amount',
  total: 'Total charged',
  refund: 'Government fees refunded',
  net: 'Net total',
  note:
    'Government fees are collected on behalf of the embassy or its visa centre and passed on in full; service fees ' +
    'are ours. Both were paid from the agency’s wallet under the application reference. A cancellation before ' +
    'submission returns the government fees; service fees are not refundable.',
} as const;

/**
 * The agency's invoice for a visa application: from the tenant to the agency, each applicant's government and
 * service fee apart, the total paid from the wallet, and the government fees refunded if it was cancelled.
 */
export function renderVisaInvoicePdf(options: {
  reference: string;
  application: VisaApplicationRow;
  product: VisaAppliedProduct;
  applicants: VisaApplicantRow[];
  issuer: PrintParty;
  billedTo: PrintParty;
  invoicedOn: string;
}): Promise<Buffer> {
  const { application, product, applicants } = options;
  const money = (amount: number) => moneyText({ amount, currency: application.currency });
  const { doc, bytes } = startPdf({
    title: `${text.title} ${options.reference}`,
    author: options.issuer.name,
  });
  drawHeader(doc, options.issuer, text.title, text.subtitle);
  drawFacts(doc, [
    [text.number, `INV-${options.reference}`],
    [text.date, dayText(options.invoicedOn)],
    [text.billedTo, [options.billedTo.name, ...options.billedTo.lines].filter(Boolean).join('\n')],
    [text.reference, options.reference],
    [text.visa, `${product.title} (${product.countryName}, ${product.visaType}, ${product.entries} entry)`],
    [text.travelDate, dayText(application.travelDate)],
    [text.applicants, String(applicants.length)],
  ]);
  drawHeading(doc, text.charges);
  const rows = applicants.map((applicant) => [
    `${applicant.title} ${applicant.firstName} ${applicant.lastName} (${applicant.applicantType}), ` +
      `passport ${applicant.passportNumber}`,
    money(applicant.governmentFee),
    money(applicant.serviceFee),
    money(applicant.governmentFee + applicant.serviceFee),
  ]);
  const paid = application.governmentFeeTotal + application.serviceFeeTotal;
  rows.push([
    text.total,
    money(application.governmentFeeTotal),
    money(application.serviceFeeTotal),
    money(paid),
  ]);
  if (application.refundedAmount !== null) {
    rows.push([text.refund, money(-application.refundedAmount), '', money(-application.refundedAmount)]);
    rows.push([text.net, '', '', money(paid - application.refundedAmount)]);
  }
  drawTable(
    doc,
    [
      { label: text.item, share: 0.46 },
      { label: text.governmentFee, share: 0.18, align: 'right' },
      { label: text.serviceFee, share: 0.18, align: 'right' },
      { label: text.amount, share: 0.18, align: 'right' },
    ],
    rows,
    { boldLast: true },
  );
  drawNote(doc, text.note);
  doc.end();
  return bytes;
}
