import type { SeatInventory } from '@portal/sandbox-supply';

/**
 * Seats sold per flight leg and booking class, as the sandbox GDS asks for them. Nothing is sold yet: bookings will
 * feed this from the database once flights can be booked, and prices then rise as the cheaper buckets fill.
 */
export class BookedSeatInventory implements SeatInventory {
  sold(_legKey: string, _bookingClass: string): number {
    return 0;
  }
}
