import { PrintDocumentType, type BookingPdfQueryInput } from '@portal/contracts';

/** The query string of Print/GetBookingPdf as sent (ZBookingPdfQuery reads it on the server). */
export type BookingPdfParams = Required<
  Pick<BookingPdfQueryInput, 'typeId' | 'orderReference' | 'withPrice'>
> &
  Pick<BookingPdfQueryInput, 'paxIds' | 'markup'>;

/** The document a typeId in the address names (1 ticket, 2 agent invoice, 3 customer invoice); null for others. */
export function documentTypeOf(typeId: string | null): PrintDocumentType | null {
  const types: readonly number[] = Object.values(PrintDocumentType);
  const value = Number(typeId);
  return typeId !== null && types.includes(value) ? (value as PrintDocumentType) : null;
}

export interface PrintOptions {
  orderReference: string;
  typeId: PrintDocumentType;
  withPrice: boolean;
  /** The passengers chosen to print; every passenger when all are chosen. */
  paxIds: number[];
  allPaxIds: number[];
  /** The agent's markup in minor units (customer invoice only). */
  markup: number;
}

/**
 * The Print/GetBookingPdf query for what the preview shows: paxIds only when not everyone is printed, markup only
 * on the customer invoice and only when there is one.
 */
export function bookingPdfQuery(options: PrintOptions): BookingPdfParams {
  const everyone = options.allPaxIds.every((id) => options.paxIds.includes(id));
  const query: BookingPdfParams = {
    typeId: String(options.typeId) as BookingPdfParams['typeId'],
    orderReference: options.orderReference,
    withPrice: options.withPrice ? 'true' : 'false',
  };
  if (!everyone) query.paxIds = [...options.paxIds].sort((a, b) => a - b).join(',');
  if (options.typeId === PrintDocumentType.CustomerInvoice && options.markup > 0)
    query.markup = String(options.markup);
  return query;
}
