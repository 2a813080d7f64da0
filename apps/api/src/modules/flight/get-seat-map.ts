import { SearchErrorCode, SearchErrorMessage, type SeatMap } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadBookingSession } from './booking-session';
import type { SearchOwner } from './load-search';

/** GET ServiceList/V2/GetSeat: one flight's seat map in the fare's cabin, seats taken by earlier bookings shown so. */
export async function getSeatMap(options: {
  db: Db;
  cache: Cache;
  supplier: FlightBookingSupplier;
  owner: SearchOwner;
  priceId: string;
  legKey: string;
  now: Date;
}): Promise<SeatMap> {
  const session = await loadBookingSession(options);
  const leg = session.offer.journeys
    .flatMap((journey) => journey.legs)
    .find((item) => item.key === options.legKey);
  if (!leg) throw new AppError(SearchErrorCode.ItineraryNotFound, 404, SearchErrorMessage.itineraryNotFound);
  const cabin = session.offer.brands[session.brandIndex]?.cabin ?? 'Economy';
  const answer = await options.supplier.seatMap(options.db, {
    legKey: leg.key,
    aircraft: leg.aircraft,
    cabin,
  });
  return {
    legKey: answer.legKey,
    aircraft: answer.aircraft,
    cabins: answer.cabins.map((block) => ({
      cabin: block.cabin,
      rows: block.rows.map((row) => ({
        row: row.row,
        seats: row.seats.map((seat) => ({
          seat: seat.seat,
          position: seat.position,
          exitRow: seat.exitRow,
          available: !seat.taken,
          price: { amount: seat.price, currency: session.currency },
        })),
      })),
    })),
  };
}
