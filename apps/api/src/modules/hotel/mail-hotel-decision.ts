import type { HotelBooking } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { moneyText } from '../../lib/pdf-document';
import { agencyContact, findBooking } from './hotel-booking.repository';

/**
 * Tells the agency (at its registered address) what the hotel answered on its unconfirmed booking: confirmed, with
 * the hotel's confirmation number, or refused and refunded in full. Sent after the decision is committed; a mail
 * that cannot be sent is logged and the decision stands.
 */
export async function mailHotelDecision(options: {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  booking: HotelBooking;
  note: string | null;
}): Promise<void> {
  const { booking } = options;
  try {
    const found = await findBooking(
      options.db,
      { tenantId: options.tenantId, agencyId: null, branchId: null },
      booking.reference,
    );
    if (!found) return;
    const agency = await agencyContact(options.db, { tenantId: found.tenantId, agencyId: found.agencyId });
    if (!agency.email) return;
    const what = `hotel booking ${booking.reference} at ${booking.hotel.name} (${booking.stay.checkIn} to ${booking.stay.checkOut})`;
    const note = options.note ? `\n\n${options.note}` : '';
    const message =
      booking.status === 'Confirmed'
        ? {
            subject: `${options.brand}: hotel booking ${booking.reference} confirmed`,
            body:
              `Dear ${agency.name},\n\nThe hotel has confirmed your ${what}. Its confirmation number is ` +
              `${booking.confirmationNumber ?? '-'}; the voucher is ready to print.${note}`,
          }
        : {
            subject: `${options.brand}: hotel booking ${booking.reference} not confirmed`,
            body:
              `Dear ${agency.name},\n\nWe are sorry: the hotel could not confirm your ${what}.` +
              (booking.cancellation && booking.cancellation.refund.amount > 0
                ? ` ${moneyText(booking.cancellation.refund)} was credited back to your wallet.`
                : ' Nothing was charged.') +
              `${note}\n\nPlease contact our support team if you have questions.`,
          };
    await options.messaging.mail.sendMail({ tenantId: options.tenantId, to: agency.email, ...message });
  } catch (error) {
    options.log.error({ err: error, reference: booking.reference }, 'hotel decision mail was not sent');
  }
}
