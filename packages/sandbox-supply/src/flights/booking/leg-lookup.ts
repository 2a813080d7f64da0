import type { FlightLeg, TravelClass } from '@portal/contracts';
import { cabinBuckets } from '../fares/buckets';
import type { Network } from '../network/build-network';
import { flightId, type Schedule } from '../schedule/day-schedule';
import { daysFromCivil } from '../util/dates';

/** A dated flight found from its leg key: its id in the schedule and its route. */
export interface DatedFlight {
  flight: number;
  route: number;
  leg: FlightLeg;
}

/** "EK585-DAC-20270214": airline, flight number, origin and local departure date, as Schedule.leg writes it. */
const legKeyPattern = /^([A-Z0-9]{2})(\d{1,4})-([A-Z]{3})-(\d{4})(\d{2})(\d{2})$/;

/** The dated flight a leg key names, or undefined when no such flight operates. */
export function findDatedFlight(net: Network, schedule: Schedule, legKey: string): DatedFlight | undefined {
  const match = legKeyPattern.exec(legKey);
  if (!match) return undefined;
  const [, airlineCode, number, originCode, year, month, day] = match;
  const airline = net.airlineByCode.get(airlineCode!);
  const origin = net.airportByCode.get(originCode!);
  if (airline === undefined || origin === undefined) return undefined;
  const dayNum = daysFromCivil(Number(year), Number(month), Number(day));
  const dated = schedule.day(dayNum);
  const flightNumber = Number(number);
  for (const route of net.routesFrom[origin]!) {
    const record = net.routes[route]!;
    if (record.airline !== airline) continue;
    const { routeStart, slot } = dated.template;
    for (let index = routeStart[route]!; index < routeStart[route + 1]!; index++) {
      if (record.flightBase + 2 * slot[index]! !== flightNumber) continue;
      const flight = flightId(dayNum, index);
      const leg = schedule.leg(flight);
      // The date in the key is the origin's local date; a malformed date would name another day.
      return leg.key === legKey ? { flight, route, leg } : undefined;
    }
  }
  return undefined;
}

/** The cabin a booking class belongs to and its place on the cabin's ladder, cheapest first. */
export function classOf(bookingClass: string): { cabin: TravelClass; bucket: number } | undefined {
  for (const [cabin, ladder] of Object.entries(cabinBuckets) as [
    TravelClass,
    typeof cabinBuckets.Economy,
  ][]) {
    const bucket = ladder.findIndex((spec) => spec.rbd === bookingClass);
    if (bucket >= 0) return { cabin, bucket };
  }
  return undefined;
}
