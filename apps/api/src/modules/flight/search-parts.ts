import type { AirSearchRequest } from '@portal/contracts';
import type { FlightSupply, SupplyQuery } from '@portal/sandbox-supply';
import type { SearchPart } from './search-types';

/** A return trip between two airports of one country, which is also sold as two one-way tickets. */
export function isDomesticReturn(request: AirSearchRequest, supply: Pick<FlightSupply, 'airport'>): boolean {
  const segment = request.segments[0];
  if (request.tripType !== 'R' || !segment) return false;
  const origin = supply.airport(segment.origin);
  const destination = supply.airport(segment.destination);
  return Boolean(origin && destination && origin.countryCode === destination.countryCode);
}

/**
 * The supplier queries of a search: the trip itself, and for a domestic return each direction on its own as well,
 * for the two-one-way page.
 */
export function searchParts(request: AirSearchRequest, supply: Pick<FlightSupply, 'airport'>): SearchPart[] {
  const [first] = request.segments;
  if (!first) return [];
  if (request.tripType === 'M') {
    const journeys = request.segments.map((segment) => ({
      origin: segment.origin,
      destination: segment.destination,
      date: segment.departureDate,
    }));
    return [{ kind: 'Standard', tripKind: 'MultiCity', journeys }];
  }
  const out = { origin: first.origin, destination: first.destination, date: first.departureDate };
  if (request.tripType === 'O' || !request.returnDate) {
    return [{ kind: 'Standard', tripKind: 'OneWay', journeys: [out] }];
  }
  const back = { origin: first.destination, destination: first.origin, date: request.returnDate };
  const parts: SearchPart[] = [{ kind: 'Standard', tripKind: 'Return', journeys: [out, back] }];
  if (isDomesticReturn(request, supply)) {
    parts.push({ kind: 'TwoOneWayOut', tripKind: 'OneWay', journeys: [out] });
    parts.push({ kind: 'TwoOneWayBack', tripKind: 'OneWay', journeys: [back] });
  }
  return parts;
}

export function toSupplyQuery(request: AirSearchRequest, part: SearchPart): SupplyQuery {
  return {
    journeys: part.journeys,
    tripKind: part.tripKind,
    adults: request.adultCount,
    childAges: request.childAges,
    infants: request.infantCount,
    cabin: request.travelClass,
    fareType: request.fareType,
    preferredAirlines: request.preferredAirlines,
  };
}
