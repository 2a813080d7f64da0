import type { TravelClass } from '@portal/contracts';
import type { SeatMapSeat } from './seat-map';

/**
 * What a sandbox airline sells beside the fare, priced in taka as the fares are (the supply converts to the point
 * of sale's currency): extra baggage, meals, seats, and the free special-service requests.
 */

export interface BaggageOption {
  /** The airline's product code, e.g. "XBAG10". */
  code: string;
  kilograms: number;
  taka: number;
}

/** Distance bands in km and the taka per extra kilogram on each (full-service; low-cost carriers sell for less). */
const perKilogramByDistance: readonly (readonly [number, number])[] = [
  [700, 120],
  [2_500, 260],
  [5_000, 420],
  [9_000, 600],
  [Infinity, 780],
];

/** Bundles offered when the ticket's allowance is not enough; dearer per kilogram at the airport, so sold here. */
export function extraBaggageOptions(distanceKm: number, lowCost: boolean): BaggageOption[] {
  const perKilogram = perKilogramByDistance.find(([upTo]) => distanceKm <= upTo)![1] * (lowCost ? 0.8 : 1);
  return [5, 10, 15, 20, 30].map((kilograms) => ({
    code: `XBAG${kilograms}`,
    kilograms,
    // Larger bundles cost a little less per kilogram; prices end in a round ten taka.
    taka: Math.round((kilograms * perKilogram * (1 - kilograms / 200)) / 10) * 10,
  }));
}

/** IATA special meal codes the sandbox airlines cater. */
export const specialMeals = [
  { code: 'MOML', name: 'Muslim meal' },
  { code: 'HNML', name: 'Hindu meal' },
  { code: 'AVML', name: 'Asian vegetarian meal' },
  { code: 'VLML', name: 'Vegetarian lacto-ovo meal' },
  { code: 'VGML', name: 'Vegan meal' },
  { code: 'KSML', name: 'Kosher meal' },
  { code: 'DBML', name: 'Diabetic meal' },
  { code: 'GFML', name: 'Gluten-free meal' },
  { code: 'LFML', name: 'Low-fat meal' },
  { code: 'SFML', name: 'Seafood meal' },
  { code: 'FPML', name: 'Fruit platter' },
  { code: 'CHML', name: 'Child meal' },
  { code: 'BBML', name: 'Baby meal' },
] as const;

/** A full-service airline caters special meals free; a low-cost one sells meals on flights long enough to serve one. */
export function mealPriceTaka(lowCost: boolean, distanceKm: number): number | null {
  if (!lowCost) return 0;
  if (distanceKm < 500) return null;
  return distanceKm < 2_500 ? 450 : 900;
}

/** Special-service requests (free): assistance and needs the airline must know of before departure. */
export const specialServices = [
  { code: 'WCHR', name: 'Wheelchair: can climb stairs, needs help over distances' },
  { code: 'WCHS', name: 'Wheelchair: cannot climb stairs' },
  { code: 'WCHC', name: 'Wheelchair: immobile, needs help to the seat' },
  { code: 'BLND', name: 'Blind passenger' },
  { code: 'DEAF', name: 'Deaf passenger' },
  { code: 'MAAS', name: 'Meet and assist' },
  { code: 'UMNR', name: 'Unaccompanied minor' },
  { code: 'PETC', name: 'Pet in the cabin' },
  { code: 'MEDA', name: 'Medical case' },
] as const;

/** Services the airline confirms only after its desk has looked at them; the rest are confirmed at once. */
export const servicesNeedingApproval: readonly string[] = ['WCHC', 'MEDA', 'PETC', 'UMNR'];
/** How long the airline's desk takes to confirm such a service after the booking is made. */
export const SERVICE_APPROVAL_MINUTES = 30;

/**
 * A seat's price in taka: premium cabins seat free; in economy extra legroom costs most, front window and aisle
 * seats a little, and the rest is free on a full-service airline (a low-cost one charges for every choice).
 */
export function seatPriceTaka(
  seat: SeatMapSeat,
  cabin: TravelClass,
  options: { lowCost: boolean; distanceKm: number; firstRowOfCabin: number },
): number {
  if (cabin !== 'Economy') return 0;
  const long = options.distanceKm > 3_000;
  if (seat.extraLegroom) return long ? 3_500 : 1_500;
  const front = seat.row - options.firstRowOfCabin < 5;
  if (front && seat.position !== 'middle') return long ? 1_200 : 600;
  if (options.lowCost) return seat.position === 'middle' ? 250 : 400;
  return 0;
}
