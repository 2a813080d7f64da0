import type { PassengerType } from '@portal/contracts';
import { consolePassengerSlots, type ConsoleErrors, type ConsoleFields } from './console-page';
import type { OutsidePassenger } from './outside-pnr';

export interface ConsoleBooking {
  agencyId: string;
  origin: string;
  destination: string;
  date: string;
  passengers: OutsidePassenger[];
}

const namePattern = /^[A-Za-z][A-Za-z .'-]{0,39}$/;
const passengerTypes = new Set<string>(['ADT', 'CHD', 'INF']);
/** How far ahead the airlines sell. */
const maxDaysAhead = 355;

/**
 * Reads the console's form: the agency among those offered, known airports, a date from today on, and one to three
 * travellers (a traveller whose names are both empty is left out) with an adult for every infant.
 */
export function readConsoleForm(
  fields: ConsoleFields,
  context: { agencyIds: Set<string>; isAirport: (code: string) => boolean; today: string },
): { booking: ConsoleBooking } | { errors: ConsoleErrors } {
  const errors: ConsoleErrors = {};
  const value = (name: string) => (fields[name] ?? '').trim();
  const agencyId = value('agencyId');
  if (!context.agencyIds.has(agencyId)) errors.agencyId = 'Choose an agency.';
  const origin = value('origin').toUpperCase();
  const destination = value('destination').toUpperCase();
  if (!context.isAirport(origin))
    errors.origin = 'Enter the three-letter code of an airport the sandbox serves.';
  if (!context.isAirport(destination)) {
    errors.destination = 'Enter the three-letter code of an airport the sandbox serves.';
  } else if (destination === origin) {
    errors.destination = 'The destination must differ from the origin.';
  }
  const date = value('date');
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${context.today}T00:00:00Z`)) / 86_400_000;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(days) || days < 0 || days > maxDaysAhead) {
    errors.date = `Enter a date from today to ${maxDaysAhead} days ahead (YYYY-MM-DD).`;
  }

  const passengers: OutsidePassenger[] = [];
  for (let slot = 1; slot <= consolePassengerSlots; slot++) {
    const firstName = value(`p${slot}FirstName`);
    const lastName = value(`p${slot}LastName`);
    if (slot > 1 && !firstName && !lastName) continue;
    const type = value(`p${slot}Type`) || 'ADT';
    if (!passengerTypes.has(type)) errors[`p${slot}Type`] = 'Choose adult, child or infant.';
    if (!namePattern.test(firstName)) errors[`p${slot}FirstName`] = 'Enter a first name in Latin letters.';
    if (!namePattern.test(lastName)) errors[`p${slot}LastName`] = 'Enter a last name in Latin letters.';
    passengers.push({ type: type as PassengerType, firstName, lastName });
  }
  const adults = passengers.filter((passenger) => passenger.type === 'ADT').length;
  const infants = passengers.filter((passenger) => passenger.type === 'INF').length;
  if (adults === 0) errors.p1Type = 'At least one traveller must be an adult.';
  else if (infants > adults)
    errors.form = 'Every infant travels on an adult’s lap: add an adult for each infant.';

  if (Object.keys(errors).length > 0) return { errors };
  return { booking: { agencyId, origin, destination, date, passengers } };
}
