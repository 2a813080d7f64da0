import type { SupplyQuery } from '@portal/sandbox-supply';
import type { SupplierPassenger } from '../flight-booking';
import type { PnrRow } from './sandbox-gds.repository';

const CHILD_AGE = { min: 2, max: 11 } as const;

/** Whole years from a date of birth to a day, both YYYY-MM-DD. */
function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The search that finds the changed journeys again: the ticket's airline and cabin, its fare type, the passengers
 * changing (children aged on the first new date), and one journey per change in the trip's order.
 */
export function exchangeQuery(
  pnr: PnrRow,
  passengers: SupplierPassenger[],
  changes: { journeyIndex: number; date: string }[],
): SupplyQuery {
  const sorted = [...changes].sort((a, b) => a.journeyIndex - b.journeyIndex);
  const journeys = sorted.map((change) => {
    const legs = pnr.offer.journeys[change.journeyIndex]!.legs;
    return { origin: legs[0]!.origin, destination: legs[legs.length - 1]!.destination, date: change.date };
  });
  const [first, second] = journeys;
  const isReturn =
    journeys.length === 2 && first!.origin === second!.destination && first!.destination === second!.origin;
  const firstDate = journeys[0]?.date ?? '';
  const brand = pnr.offer.brands[pnr.brandIndex]!;
  return {
    journeys,
    tripKind: journeys.length === 1 ? 'OneWay' : isReturn ? 'Return' : 'MultiCity',
    adults: passengers.filter((passenger) => passenger.type === 'ADT').length,
    childAges: passengers
      .filter((passenger) => passenger.type === 'CHD')
      .map((passenger) =>
        Math.min(CHILD_AGE.max, Math.max(CHILD_AGE.min, ageOn(passenger.dateOfBirth, firstDate))),
      ),
    infants: passengers.filter((passenger) => passenger.type === 'INF').length,
    cabin: brand.cabin,
    fareType: pnr.reference.query.fareType,
    preferredAirlines: [pnr.validatingAirline],
  };
}
