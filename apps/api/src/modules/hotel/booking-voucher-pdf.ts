import type { Board } from '@portal/contracts';
import { dayText, moneyText, startPdf } from '../../lib/pdf-document';
import {
  drawFacts,
  drawHeader,
  drawHeading,
  drawNote,
  drawTable,
  type PrintParty,
} from '../../lib/print-layout';
import type { HotelBookingRow } from './hotel-booking.repository';
import { fullHotelAddress } from './hotel-address';

export const boardWords: Record<Board, string> = {
  RoomOnly: 'Room only',
  Breakfast: 'Breakfast included',
  HalfBoard: 'Half board (breakfast and dinner)',
};

const text = {
  title: 'Hotel voucher',
  reference: 'Booking reference',
  confirmation: 'Hotel confirmation number',
  supplier: 'Supplier reference',
  status: 'Status',
  hotel: 'Hotel',
  address: 'Address',
  phone: 'Phone',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Nights',
  room: 'Room',
  board: 'Board',
  rooms: 'Rooms and guests',
  roomNumber: 'Room',
  leadGuest: 'Lead guest',
  guests: 'Guests',
  request: 'Special request',
  policy: 'Cancellation policy',
  payAtHotel: 'To pay at the hotel (not included in the price)',
  fee: 'Fee',
  amount: 'Amount',
  note:
    'Please present this voucher at check-in with a photo identity document for each guest. Special requests ' +
    'are passed to the hotel and are subject to availability. Fees listed above are paid by the guest at the hotel.',
} as const;

const guestsText = (room: HotelBookingRow['rooms'][number]) =>
  [
    `${room.adults} adult${room.adults === 1 ? '' : 's'}`,
    ...(room.childAges.length > 0
      ? [
          `${room.childAges.length} child${room.childAges.length === 1 ? '' : 'ren'} (${room.childAges.join(', ')})`,
        ]
      : []),
  ].join(', ');

/**
 * The voucher the guest shows at the hotel: from the tenant's brand, the hotel and how to reach it, the stay with the
 * hotel's check-in and check-out times, each room's lead guest, the board, the hotel's confirmation number and the
 * supplier's reference, the cancellation policy and the fees paid at the hotel.
 */
export function renderVoucherPdf(booking: HotelBookingRow, issuer: PrintParty): Promise<Buffer> {
  const { hotel } = booking;
  const { doc, bytes } = startPdf({ title: `${text.title} ${booking.reference}`, author: issuer.name });
  drawHeader(doc, issuer, text.title, booking.reference);
  drawFacts(doc, [
    [text.reference, booking.reference],
    [text.confirmation, booking.confirmationNumber ?? '-'],
    [text.supplier, booking.supplierReference ?? '-'],
    [text.status, booking.status],
    [text.hotel, `${hotel.name} (${hotel.stars}-star)`],
    [text.phone, hotel.phone],
    [text.address, fullHotelAddress(hotel)],
    [text.nights, String(booking.nights)],
    [text.checkIn, `${dayText(booking.checkIn)} from ${hotel.checkInTime}`],
    [text.checkOut, `${dayText(booking.checkOut)} until ${hotel.checkOutTime}`],
    [text.room, `${booking.rooms.length} x ${booking.roomName} (${booking.bedSetup})`],
    [text.board, boardWords[booking.board]],
  ]);
  drawHeading(doc, text.rooms);
  drawTable(
    doc,
    [
      { label: text.roomNumber, share: 0.1 },
      { label: text.leadGuest, share: 0.3 },
      { label: text.guests, share: 0.3 },
      { label: text.request, share: 0.3 },
    ],
    booking.rooms.map((room, index) => [
      String(index + 1),
      `${room.leadGuest.title} ${room.leadGuest.firstName} ${room.leadGuest.lastName}`,
      guestsText(room),
      room.specialRequest ?? '-',
    ]),
  );
  drawHeading(doc, text.policy);
  drawNote(doc, booking.policy.text);
  if (booking.payAtHotel.length > 0) {
    drawHeading(doc, text.payAtHotel);
    drawTable(
      doc,
      [
        { label: text.fee, share: 0.7 },
        { label: text.amount, share: 0.3, align: 'right' },
      ],
      booking.payAtHotel.map((fee) => [
        fee.name,
        moneyText({ amount: fee.amount, currency: booking.supplierCurrency }),
      ]),
    );
  }
  drawNote(doc, text.note);
  doc.end();
  return bytes;
}
