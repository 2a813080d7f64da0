import { z } from 'zod';
import { ZDayFilter } from '../common/dates';
import { ZMoney } from '../common/money';
import { ZFlightOrderStatus, type FlightOrderStatus } from '../order/flight-order';

/**
 * The bookings queue (spec §2 /my-bookings and /ticket-management, POST MyBooking/GetBookings): the agency's flight
 * orders, newest first, in status tabs with their counts, filtered, searched and paged.
 */
export const BookingTabs = ['all', 'onHold', 'inProgress', 'confirmed', 'cancelled', 'expired'] as const;
export const ZBookingTab = z.enum(BookingTabs);
export type BookingTab = z.infer<typeof ZBookingTab>;

/** The statuses each tab lists; "In progress" gathers every order whose outcome is not known yet. */
export const BookingTabStatuses: Record<Exclude<BookingTab, 'all'>, readonly FlightOrderStatus[]> = {
  onHold: ['OnHold'],
  inProgress: ['Pending', 'InProgress', 'Unconfirmed'],
  confirmed: ['Confirmed'],
  cancelled: ['Cancelled'],
  expired: ['Expired'],
};

export const MyBookingsLimit = { defaultPageSize: 25, maxPageSize: 100, maxSearchLength: 64 } as const;

export const MyBookingsMessage = {
  dateInvalid: 'Dates are written YYYY-MM-DD',
  rangeInverted: 'The first day of a range must not be after its last day',
  airlineInvalid: 'An airline is its two-character code',
} as const;

/**
 * POST MyBooking/GetBookings. Booking dates are days of the tenant's calendar, departure dates days of the first
 * flight's own (local) calendar; both ends are kept. `search` finds an order by its reference, PNR, airline PNR,
 * a ticket number or a traveller's name.
 */
export const ZBookingsRequest = z
  .strictObject({
    tab: ZBookingTab.default('all'),
    bookedFrom: ZDayFilter.optional(),
    bookedTo: ZDayFilter.optional(),
    departureFrom: ZDayFilter.optional(),
    departureTo: ZDayFilter.optional(),
    airline: z
      .string()
      .regex(/^[A-Z0-9]{2}$/, MyBookingsMessage.airlineInvalid)
      .optional(),
    bookedBy: z.uuid().optional(),
    search: z.string().trim().max(MyBookingsLimit.maxSearchLength).optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(MyBookingsLimit.maxPageSize)
      .default(MyBookingsLimit.defaultPageSize),
  })
  .refine((body) => !body.bookedFrom || !body.bookedTo || body.bookedFrom <= body.bookedTo, {
    message: MyBookingsMessage.rangeInverted,
    path: ['bookedTo'],
  })
  .refine((body) => !body.departureFrom || !body.departureTo || body.departureFrom <= body.departureTo, {
    message: MyBookingsMessage.rangeInverted,
    path: ['departureTo'],
  });
export type BookingsRequest = z.infer<typeof ZBookingsRequest>;
export type BookingsRequestInput = z.input<typeof ZBookingsRequest>;

/** One row of the queue. */
export const ZMyBooking = z.object({
  orderReference: z.string(),
  pnr: z.string().nullable(),
  airlinePnr: z.string().nullable(),
  status: ZFlightOrderStatus,
  /** Each journey's origin, then the final destination: DAC, CXB, DAC for a return. */
  route: z.array(z.string()),
  /** The first flight's departure in its airport's local time, with its offset. */
  departure: z.string(),
  leadPassenger: z.string(),
  passengerCount: z.number().int().positive(),
  /** The validating airline's code. */
  airline: z.string(),
  payable: ZMoney,
  paid: ZMoney,
  /** What a partly paid order still owes, and by when; zero and null otherwise. */
  due: ZMoney,
  dueAt: z.string().nullable(),
  /** When a held order's seats lapse; null once it is no longer held. */
  timeLimit: z.string().nullable(),
  createdAt: z.string(),
  bookedBy: z.string(),
});
export type MyBooking = z.infer<typeof ZMyBooking>;

export const ZBookingsPage = z.object({
  bookings: z.array(ZMyBooking),
  /** Every tab with how many orders it holds under the other filters and the search. */
  tabs: z.array(z.object({ tab: ZBookingTab, count: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the airline and booked-by filters can choose from: the agency's own orders' airlines and bookers. */
  filterOptions: z.object({
    airlines: z.array(z.string()),
    bookers: z.array(z.object({ userId: z.string(), name: z.string() })),
  }),
});
export type BookingsPage = z.infer<typeof ZBookingsPage>;
