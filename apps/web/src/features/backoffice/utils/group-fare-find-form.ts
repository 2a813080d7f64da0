import {
  ZFindGroupFareFlightsRequest,
  type FindGroupFareFlightsRequest,
  type TravelClass,
} from '@portal/contracts';

export interface FindFlightsValues {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  airline: string;
  cabin: TravelClass;
}

/** Texts of the search's own, for boxes the contracts would only call invalid. */
export const FindFlightsMessage = {
  airport: 'Enter the airport’s three-letter code',
  date: 'Please choose the date',
  returnBeforeDeparture: 'The return cannot be before the departure',
  airline: 'Enter the airline’s two-character code, or leave it empty',
} as const;

export function checkFindFlights(
  values: FindFlightsValues,
):
  | { body: FindGroupFareFlightsRequest; issues: [] }
  | { body: null; issues: Array<{ path: string; message: string }> } {
  const issues: Array<{ path: string; message: string }> = [];
  const code = (text: string) => text.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code(values.origin)))
    issues.push({ path: 'origin', message: FindFlightsMessage.airport });
  if (!/^[A-Z]{3}$/.test(code(values.destination)))
    issues.push({ path: 'destination', message: FindFlightsMessage.airport });
  if (!values.departureDate) issues.push({ path: 'departureDate', message: FindFlightsMessage.date });
  if (values.returnDate && values.departureDate && values.returnDate < values.departureDate)
    issues.push({ path: 'returnDate', message: FindFlightsMessage.returnBeforeDeparture });
  if (values.airline.trim() && !/^[A-Z0-9]{2}$/.test(code(values.airline)))
    issues.push({ path: 'airline', message: FindFlightsMessage.airline });
  const parsed = ZFindGroupFareFlightsRequest.safeParse({
    origin: code(values.origin),
    destination: code(values.destination),
    departureDate: values.departureDate,
    returnDate: values.returnDate || null,
    airline: code(values.airline) || null,
    cabin: values.cabin,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'root';
      if (!issues.some((known) => known.path === path)) issues.push({ path, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}
