import { hasFunctionality, type HotelBooking } from '@portal/contracts';

/** What the booking's page offers: the API's `can` (the booking's state and the caller's rights) and the user's own
 * permissions, so the web never shows what the API would refuse (spec §6: 248 BookHotel pays, 249 PrintHotel prints
 * the voucher of a confirmed booking and the invoice of a paid one, 250 CancelHotel cancels, 251
 * ShowHotelBookingHistory reads the history). */
export interface BookingActions {
  pay: boolean;
  cancel: boolean;
  print: boolean;
  invoice: boolean;
  history: boolean;
}

export function bookingActions(
  booking: Pick<HotelBooking, 'can' | 'history'>,
  functionalities: readonly number[],
) {
  return {
    pay: booking.can.pay && hasFunctionality(functionalities, 'BookHotel'),
    cancel: booking.can.cancel && hasFunctionality(functionalities, 'CancelHotel'),
    print: booking.can.print && hasFunctionality(functionalities, 'PrintHotel'),
    invoice: booking.can.invoice && hasFunctionality(functionalities, 'PrintHotel'),
    history: booking.history.length > 0 && hasFunctionality(functionalities, 'ShowHotelBookingHistory'),
  } satisfies BookingActions;
}
