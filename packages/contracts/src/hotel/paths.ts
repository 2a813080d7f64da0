/**
 * The hotel service (spec §2 hotels, §6 codes 247–252): search, hotel details, price check, booking, the queue,
 * cancellation and the voucher and invoice. Paths in the spec's form `/hotel/api/v1/{Controller}/{Action}`.
 */
const base = '/hotel/api/v1';

export const HotelPaths = {
  /** GET ?text: cities and hotels for the search box. */
  suggest: `${base}/Search/Suggest`,
  /** POST: start a search; answers its request id at once, hotels arrive by GetHotelSearch. */
  hotelSearch: `${base}/Search/HotelSearch`,
  /** GET ?requestId&filters&sort&page: what arrived so far, filtered, sorted and paged, with the filter options. */
  getHotelSearch: `${base}/Search/GetHotelSearch`,
  /** GET ?requestId&hotelGuid: the hotel's facts and every room and rate for the searched stay. */
  hotelDetails: `${base}/Hotel/GetHotelDetails`,
  /** GET {hotelGuid}/{index}.svg: a gallery image (public, cached). */
  hotelImage: `${base}/Hotel/Image`,
  /** POST: the supplier's price and policy check of one rate just before booking. */
  checkRate: `${base}/Booking/CheckRate`,
  /** POST (Idempotency-Key): book a checked rate, paid from the wallet or held unpaid where the rate allows it. */
  book: `${base}/Booking/Book`,
  /** POST (Idempotency-Key): pay a held booking from the wallet. */
  pay: `${base}/Booking/Pay`,
  /** GET: the agency's hotel bookings in status tabs, filtered, searched, paged. */
  bookings: `${base}/Booking/Queue`,
  /** GET ?reference: one booking with its rooms, policy, money and history. */
  booking: `${base}/Booking/GetBooking`,
  /** GET ?reference: what cancelling now would cost and give back, by the rate's policy. */
  cancellationQuote: `${base}/Booking/CancellationQuote`,
  /** POST (Idempotency-Key): cancel, naming the refund quoted; a changed figure is refused. */
  cancel: `${base}/Booking/Cancel`,
  /** GET ?reference: the voucher PDF. */
  voucher: `${base}/Booking/Voucher`,
  /** GET ?reference: the invoice PDF. */
  invoice: `${base}/Booking/Invoice`,
} as const;

/** The operators' desk for bookings the supplier has not yet confirmed. */
export const HotelOperatorPaths = {
  /** GET: unconfirmed hotel bookings of every agency of the tenant, oldest first. */
  queue: '/backoffice/api/v1/Hotel/Queue',
  /** POST (Idempotency-Key): confirm with the hotel's confirmation number, or refuse (refunded in full). */
  decide: '/backoffice/api/v1/Hotel/Decide',
} as const;
