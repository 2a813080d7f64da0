import { BookingMessage, ErrorCode, type BookingPassenger } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

const invalid = (message: string) => new AppError(ErrorCode.ValidationFailed, 400, message);

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const isRealDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** Six months after a day, YYYY-MM-DD. */
function sixMonthsAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 6);
  return date.toISOString().slice(0, 10);
}

/**
 * The travellers against the search and the trip (beyond what the schema checks field by field): adults, then
 * children, then infants, as many of each as searched; ages on the first flight's day; a passport valid six months
 * past the last flight when the trip leaves the country; no two travellers with one name; extras only on the
 * itinerary's flights, no seat for an infant and no seat twice.
 */
export function checkTravellers(options: {
  passengers: BookingPassenger[];
  adults: number;
  childAges: number[];
  infants: number;
  firstDepartureDay: string;
  lastDepartureDay: string;
  international: boolean;
  legKeys: string[];
}): void {
  const { passengers, firstDepartureDay } = options;
  const types = passengers.map((pax) => pax.type).join(',');
  const expected = [
    ...Array<string>(options.adults).fill('ADT'),
    ...options.childAges.map(() => 'CHD'),
    ...Array<string>(options.infants).fill('INF'),
  ].join(',');
  if (types !== expected) throw invalid(BookingMessage.passengerCounts);

  const names = new Set<string>();
  const seats = new Set<string>();
  for (const pax of passengers) {
    if (!isRealDay(pax.dateOfBirth) || pax.dateOfBirth > firstDepartureDay) {
      throw invalid(BookingMessage.dateOfBirthInvalid);
    }
    const age = ageOn(pax.dateOfBirth, firstDepartureDay);
    if (pax.type === 'ADT' && age < 12) throw invalid(BookingMessage.adultAge);
    if (pax.type === 'CHD' && (age < 2 || age > 11)) throw invalid(BookingMessage.childAge);
    if (pax.type === 'INF' && age >= 2) throw invalid(BookingMessage.infantAge);
    const name = `${pax.firstName} ${pax.lastName}`.toUpperCase().replace(/\s+/g, ' ');
    if (names.has(name)) throw invalid(BookingMessage.duplicateName);
    names.add(name);
    if (options.international) {
      if (!pax.nationality) throw invalid(BookingMessage.nationalityRequired);
      if (!pax.passportNumber) throw invalid(BookingMessage.passportRequired);
      if (!pax.passportExpiry || !isRealDay(pax.passportExpiry)) {
        throw invalid(BookingMessage.passportExpiryRequired);
      }
      if (pax.passportExpiry < sixMonthsAfter(options.lastDepartureDay)) {
        throw invalid(BookingMessage.passportExpiresTooSoon);
      }
    }
    for (const extra of pax.extras) {
      if (!options.legKeys.includes(extra.legKey)) throw invalid(BookingMessage.unknownLeg);
      if (!extra.seat) continue;
      if (pax.type === 'INF') throw invalid(BookingMessage.seatForInfant);
      const seatKey = `${extra.legKey}/${extra.seat}`;
      if (seats.has(seatKey)) throw invalid(BookingMessage.seatTwice);
      seats.add(seatKey);
    }
  }
}
