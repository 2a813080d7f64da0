import type { GroupFareJourney } from '@portal/contracts';
import type { SupplyBrand, SupplyOffer } from '@portal/sandbox-supply';

/** The block's trip as the airline flies it, each direction with the classes the brand holds its seats in. */
export function journeysOf(offer: SupplyOffer, brandIndex: number): GroupFareJourney[] {
  const brand = offer.brands[brandIndex];
  return offer.journeys.map((journey, index) => {
    const first = journey.legs[0]!;
    const last = journey.legs[journey.legs.length - 1]!;
    return {
      origin: first.origin,
      destination: last.destination,
      departure: first.departure,
      arrival: last.arrival,
      legs: journey.legs,
      bookingClasses: brand?.bookingClasses[index] ?? journey.bookingClasses,
    };
  });
}

/** 'DAC-JED' one way, 'DAC-JED-DAC' for a return (the way back's end). */
export function routeOf(offer: SupplyOffer): string {
  const journeys = journeysOf(offer, 0);
  const first = journeys[0]!;
  return [first.origin, ...journeys.map((journey) => journey.destination)].join('-');
}

/** The brand's free baggage as an agent reads it: '30 KG checked, 7 KG cabin'. */
export function baggageText(brand: SupplyBrand): string {
  return `${brand.baggage.checked} checked, ${brand.baggage.cabin} cabin`;
}
