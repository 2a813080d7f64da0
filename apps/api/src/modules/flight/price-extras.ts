import {
  BookingErrorCode,
  BookingErrorMessage,
  BookingMessage,
  ErrorCode,
  type BookingPassenger,
} from '@portal/contracts';
import type { SupplyOffer } from '@portal/sandbox-supply';
import type { FlightBookingSupplier, SeatMapAnswer } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PricedPassenger } from '../../orders/create-order';

const notOffered = () => new AppError(ErrorCode.ValidationFailed, 400, BookingMessage.unknownService);

/**
 * Each traveller's extras priced from what the airline sells now (its service list and seat maps): a bag bundle,
 * meal or service it does not offer is refused, and a seat already taken answers 409 so the agent picks another.
 */
export async function priceExtras(options: {
  db: Db;
  supplier: FlightBookingSupplier;
  offer: SupplyOffer;
  brandIndex: number;
  passengers: BookingPassenger[];
}): Promise<PricedPassenger[]> {
  const { offer, brandIndex, supplier } = options;
  const wanted = options.passengers.flatMap((pax) => pax.extras);
  if (wanted.length === 0) return options.passengers.map((pax) => ({ ...pax, extras: [] }));
  const services = await supplier.serviceList({ offer, brandIndex });
  const legs = offer.journeys.flatMap((journey) => journey.legs);
  const cabin = offer.brands[brandIndex]?.cabin ?? 'Economy';
  const seatMaps = new Map<string, SeatMapAnswer>();
  for (const legKey of new Set(wanted.filter((extra) => extra.seat).map((extra) => extra.legKey))) {
    const leg = legs.find((candidate) => candidate.key === legKey);
    if (!leg) throw notOffered();
    if (services.seatSelection === 'None') throw notOffered();
    seatMaps.set(legKey, await supplier.seatMap(options.db, { legKey, aircraft: leg.aircraft, cabin }));
  }
  return options.passengers.map((pax) => ({
    ...pax,
    extras: pax.extras.map((extra) => {
      const leg = services.legs.find((candidate) => candidate.legKey === extra.legKey);
      if (!leg) throw notOffered();
      let price = 0;
      if (extra.extraBaggageKg > 0) {
        const bundle = leg.baggage.find((option) => option.kilograms === extra.extraBaggageKg);
        if (!bundle) throw notOffered();
        price += bundle.price;
      }
      if (extra.mealCode) {
        const meal = leg.meals.find((option) => option.code === extra.mealCode);
        if (!meal) throw notOffered();
        price += meal.price;
      }
      for (const code of extra.ssrCodes) {
        if (!services.specialServices.some((service) => service.code === code)) throw notOffered();
      }
      if (extra.seat) {
        const seat = seatMaps
          .get(extra.legKey)
          ?.cabins.flatMap((block) => block.rows.flatMap((row) => row.seats))
          .find((candidate) => candidate.seat === extra.seat);
        if (!seat) throw notOffered();
        if (seat.taken) throw new AppError(BookingErrorCode.SeatTaken, 409, BookingErrorMessage.seatTaken);
        price += seat.price;
      }
      return { ...extra, price };
    }),
  }));
}
