import { z } from 'zod';
import { minorUnitsTextPattern } from '../common/money';

/** The documents an order prints (spec §2 print-preview): the e-ticket, the agent's invoice, the customer's. */
export const PrintDocumentType = { Ticket: 1, AgentInvoice: 2, CustomerInvoice: 3 } as const;
export type PrintDocumentType = (typeof PrintDocumentType)[keyof typeof PrintDocumentType];

/** GetBookingPdf's typeId 4: the credit note of a completed void or refund (what the agency was credited). */
export const CreditNoteTypeId = 4;

const ZFlag = z.enum(['true', 'false']);

/**
 * GET Print/GetBookingPdf?typeId&orderReference&withPrice&paxIds (a PDF attachment). `paxIds` is a comma list of
 * the passengers to print (all when absent); `markup` (minor units, customer invoice only) is the agent's own
 * amount added to what the customer is shown.
 */
export const ZBookingPdfQuery = z
  .strictObject({
    typeId: z
      .enum(['1', '2', '3', '4'])
      .transform((value) => Number(value) as PrintDocumentType | typeof CreditNoteTypeId),
    orderReference: z.string().trim().min(4).max(32),
    withPrice: ZFlag.default('true').transform((value) => value === 'true'),
    paxIds: z
      .string()
      .regex(/^\d{1,6}(,\d{1,6}){0,8}$/)
      .transform((value) => value.split(',').map(Number))
      .optional(),
    /** Poisha, as plain digits. */
    markup: z
      .string()
      .regex(minorUnitsTextPattern)
      .transform(Number)
      .pipe(z.number().max(100_000_000))
      .optional(),
    /** The credit note's request (typeId 4): a completed void or refund of this order. */
    requestReference: z
      .string()
      .regex(/^[A-Z]{2}-\d{5,12}$/)
      .optional(),
  })
  .refine((query) => (query.typeId === 4) === (query.requestReference !== undefined), {
    message: 'A credit note names its request (requestReference), and only a credit note does',
    path: ['requestReference'],
  });
export type BookingPdfQuery = z.infer<typeof ZBookingPdfQuery>;
export type BookingPdfQueryInput = z.input<typeof ZBookingPdfQuery>;

/** Why a print is refused (the print-preview page shows the message). */
export const PrintMessage = {
  ticketNotIssued: 'Only a ticketed booking has an e-ticket to print.',
  invoiceClosed: 'A cancelled or expired booking has no invoice to print.',
  unknownPassenger: 'A passenger chosen for printing is not on this booking.',
  noCreditNote: 'Only a completed void or refund of this booking has a credit note.',
} as const;
