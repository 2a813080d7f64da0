/** Query keys of the hotel bookings, so a booking's page, the queue and the actions read and refresh the same data. */
export const hotelBookingsKey = ['hotel', 'bookings'] as const;
export const hotelBookingKey = (reference: string) => ['hotel', 'booking', reference] as const;
