import type { Db } from '../../db/client';
import type { AgencyScope } from '../../lib/agency-scope';
import type { PrintParty } from '../../lib/print-layout';
import { tenantToday } from '../../lib/tenant-clock';
import { bookingNotFound, bookingWrongStatus } from './booking-errors';
import { renderHotelInvoicePdf } from './booking-invoice-pdf';
import { renderVoucherPdf } from './booking-voucher-pdf';
import { agencyContact, findBooking } from './hotel-booking.repository';

/**
 * GET Booking/Voucher and Booking/Invoice: one of the agency's bookings as a PDF attachment. The voucher exists once
 * the hotel has confirmed the booking; the invoice once it was paid (with any cancellation credit). Another agency's
 * or tenant's booking is not found; one without the document answers 409.
 */
export async function getBookingDocument(options: {
  db: Db;
  scope: AgencyScope;
  /** The tenant's brand, as the documents name their issuer. */
  tenant: PrintParty;
  document: 'voucher' | 'invoice';
  reference: string;
}): Promise<{ fileName: string; content: Buffer }> {
  const { db, scope } = options;
  const booking = await findBooking(db, scope, options.reference);
  if (!booking) throw bookingNotFound();
  if (options.document === 'voucher') {
    if (booking.status !== 'Confirmed') throw bookingWrongStatus();
    return {
      fileName: `${booking.reference}-voucher.pdf`,
      content: await renderVoucherPdf(booking, options.tenant),
    };
  }
  if (!booking.paid) throw bookingWrongStatus();
  const agency = await agencyContact(db, scope);
  return {
    fileName: `${booking.reference}-invoice.pdf`,
    content: await renderHotelInvoicePdf({
      booking,
      issuer: options.tenant,
      billedTo: {
        name: agency.name,
        lines: [[agency.address, agency.city].filter(Boolean).join(', '), agency.phone, agency.email ?? ''],
      },
      invoicedOn: tenantToday(booking.createdAt),
    }),
  };
}
