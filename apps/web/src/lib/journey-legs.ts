import type { FlightLeg, Journey, Layover } from '@portal/contracts';

export interface JourneyLeg {
  key: string;
  leg: FlightLeg;
  bookingClass: string | null;
  /** The wait after this leg; none after the journey's last. */
  layover: Layover | null;
}

/** A journey's legs in flying order, each with its booking class and the layover that follows it. */
export function journeyLegs(journey: Journey, legs: Readonly<Record<string, FlightLeg>>): JourneyLeg[] {
  const last = journey.legKeys.length - 1;
  return journey.legKeys.flatMap((key, index) => {
    const leg = legs[key];
    if (!leg) return [];
    return [
      {
        key,
        leg,
        bookingClass: journey.bookingClasses[index] ?? null,
        layover: index < last ? (journey.layovers[index] ?? null) : null,
      },
    ];
  });
}
