import type { TravelClass } from '@portal/contracts';
import { cabinIndex } from '../fares/buckets';
import type { LegLoads } from '../fares/leg-load';
import type { Network } from '../network/build-network';
import type { SupplyLegServices, SupplySeatMap } from '../types';
import { extraBaggageOptions, mealPriceTaka, seatPriceTaka, specialMeals } from './ancillaries';
import type { DatedFlight } from './leg-lookup';
import { seatMapOf, takenByOthers } from './seat-map';

export interface LegExtrasContext {
  net: Network;
  loads: LegLoads;
  todayNum: number;
  /** Taka to minor units of the point-of-sale currency. */
  toMinor: (taka: number) => number;
}

/**
 * One cabin of a dated flight's seat map as the airline shows it before our bookings: seats other travellers
 * already chose are taken (as many as the cabin's sold share), and each seat's price in minor units.
 */
export function legSeatMap(ctx: LegExtrasContext, dated: DatedFlight, cabin: TravelClass): SupplySeatMap {
  const route = ctx.net.routes[dated.route]!;
  const lowCost = ctx.net.airlines[route.airline]!.lowCost;
  const map = seatMapOf(route.aircraft).find((candidate) => candidate.cabin === cabin);
  const soldShare = ctx.loads.soldShare(dated.flight, dated.route, cabinIndex[cabin], ctx.todayNum);
  const firstRowOfCabin = map?.rows[0]?.row ?? 1;
  const lastRow = map?.rows.at(-1)?.row ?? 1;
  return {
    legKey: dated.leg.key,
    aircraft: route.aircraft,
    cabin,
    columns: map?.columns ?? [],
    rows: (map?.rows ?? []).map((row) => ({
      row: row.row,
      exitRow: row.exitRow,
      seats: row.seats.map((seat) => ({
        seat: seat.number,
        position: seat.position,
        exitRow: seat.exitRow,
        extraLegroom: seat.extraLegroom,
        takenByOthers: takenByOthers(dated.leg.key, seat, soldShare, lastRow),
        price: ctx.toMinor(seatPriceTaka(seat, cabin, { lowCost, distanceKm: route.km, firstRowOfCabin })),
      })),
    })),
  };
}

/** Extra baggage bundles and special meals the airline sells on a dated flight, in minor units. */
export function legServices(ctx: LegExtrasContext, dated: DatedFlight): SupplyLegServices {
  const route = ctx.net.routes[dated.route]!;
  const lowCost = ctx.net.airlines[route.airline]!.lowCost;
  const mealTaka = mealPriceTaka(lowCost, route.km);
  return {
    legKey: dated.leg.key,
    baggage: extraBaggageOptions(route.km, lowCost).map((option) => ({
      code: option.code,
      kilograms: option.kilograms,
      price: ctx.toMinor(option.taka),
    })),
    meals:
      mealTaka === null
        ? []
        : specialMeals.map((meal) => ({ code: meal.code, name: meal.name, price: ctx.toMinor(mealTaka) })),
  };
}
