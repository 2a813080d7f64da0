import type { SupplierPassenger } from '../adapters/flight-booking';
import type { PricedPassenger } from './create-order';
import type { OrderPassengerRow } from './flight-order.repository';

/** A traveller's own fields, as the booking names them and the order stores them. */
type Person = Omit<
  OrderPassengerRow,
  'id' | 'orderId' | 'extras' | 'ticketNumber' | 'paxIndex' | 'ticketStatus' | 'closedJourneys'
>;

/** The booking's travellers as the order's rows, numbered from 1 in the booking's order. */
export function toPassengerRows(
  passengers: PricedPassenger[],
): (Person & Pick<OrderPassengerRow, 'paxIndex' | 'extras' | 'ticketNumber'>)[] {
  return passengers.map(({ extras, ...person }, index) => ({
    ...person,
    paxIndex: index + 1,
    extras,
    ticketNumber: null,
  }));
}

/** The order's travellers as the supplier takes them: infant n sits on adult n's lap (adults are listed first). */
export function toSupplierPassengers(rows: (Person & { paxIndex: number })[]): SupplierPassenger[] {
  const adults = rows.filter((pax) => pax.type === 'ADT');
  let infants = 0;
  return rows.map(({ paxIndex, ...person }) => ({
    ...pickPerson(person),
    index: paxIndex,
    travellingWith: person.type === 'INF' ? (adults[infants++]?.paxIndex ?? null) : null,
  }));
}

/** Only a person's fields, whatever else the row carries. */
export function pickPerson(row: Person): Person {
  return {
    type: row.type,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
  };
}
