import type { GroupFareJourney, GroupFareOffer } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { GroupFareBlockRow } from './group-fare-sales.repository';

export type AirlineNames = Pick<FlightSupply, 'airline'>;

/** The block's flights by direction, with the classes its seats are held in. */
export function journeysOf(block: GroupFareBlockRow): GroupFareJourney[] {
  const brand = block.offer.brands[block.brandIndex];
  return block.offer.journeys.map((journey, index) => {
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

export const seatsLeftOf = (block: GroupFareBlockRow) =>
  block.totalSeats - block.seatsReserved - block.seatsSold;

/** A block as an agency sees it; `agencySeats` is what the agency already holds or bought on it. */
export function groupFareOfferOf(
  block: GroupFareBlockRow,
  agencySeats: number,
  supply: AirlineNames,
): GroupFareOffer {
  const seatsLeft = Math.max(0, seatsLeftOf(block));
  return {
    blockId: block.id,
    kind: block.kind,
    title: block.title,
    validatingAirline: block.validatingAirline,
    airlineName: supply.airline(block.validatingAirline)?.name ?? block.validatingAirline,
    route: block.route,
    departureDate: block.departureDate,
    returnDate: block.returnDate,
    cabin: block.cabin,
    journeys: journeysOf(block),
    currency: block.currency,
    fares: { adult: block.fareAdult, child: block.fareChild, infant: block.fareInfant },
    baggage: block.baggage,
    fareRules: block.fareRules,
    seatsLeft,
    agencySeatsLeft: Math.max(0, Math.min(seatsLeft, block.perAgencyCap - agencySeats)),
    depositPerSeat: block.depositPerSeat,
    depositRule: block.depositRule,
    holdMinutes: block.holdMinutes,
    nameDeadline: block.nameDeadline.toISOString(),
    balanceDeadline: block.balanceDeadline.toISOString(),
    ticketingDeadline: block.ticketingDeadline.toISOString(),
  };
}
