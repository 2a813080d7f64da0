import { randomBytes } from 'node:crypto';
import {
  HotelLimit,
  HotelSearchMessage,
  hotelSearchDateIssues,
  type HotelSearchRequest,
  type HotelSearchStarted,
} from '@portal/contracts';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { AppError } from '../../lib/app-error';
import { tenantToday } from '../../lib/tenant-clock';
import { hotelSearchValidationError } from './search-errors';
import type { HotelSearchStore } from './search-store';
import type { HotelSearchSession } from './search-types';

export interface HotelSearchUser {
  id: string;
  tenantId: string;
  agencyId: string | null;
}

/** The destination as the catalogue knows it (city codes in capitals), with its name; undefined when unknown. */
function knownDestination(request: HotelSearchRequest, catalogue: HotelSupplier['catalogue']) {
  if (request.destination.type === 'City') {
    const city = catalogue.city(request.destination.id.toUpperCase());
    return city && { destination: { type: 'City' as const, id: city.code }, name: city.name };
  }
  const hotel = catalogue.hotel(request.destination.id);
  return hotel && { destination: { type: 'Hotel' as const, id: hotel.id }, name: hotel.name };
}

/** The sources a search asks, in arrival order: the hotel's own for a hotel, every one for a city. */
function sourcesOf(request: HotelSearchRequest, catalogue: HotelSupplier['catalogue']) {
  const hotel = request.destination.type === 'Hotel' ? catalogue.hotel(request.destination.id) : undefined;
  return catalogue.sources
    .filter((source) => !hotel || source.code === hotel.sourceCode)
    .map((source) => ({ code: source.code, latencyMs: source.latencyMs }))
    .sort((a, b) => a.latencyMs - b.latencyMs);
}

/**
 * POST Search/HotelSearch: checks the stay against the tenant's today and the destination against the catalogue,
 * opens the search's session and answers its request id at once. Nothing is priced yet: each source's hotels are
 * computed by the first poll (GetHotelSearch) after that source has answered.
 */
export async function startHotelSearch(options: {
  store: HotelSearchStore;
  supplier: HotelSupplier;
  user: HotelSearchUser;
  request: HotelSearchRequest;
  now: Date;
}): Promise<HotelSearchStarted> {
  const { store, supplier, user, request, now } = options;
  if (!user.agencyId) throw AppError.forbidden();
  const known = knownDestination(request, supplier.catalogue);
  const issues = [
    ...(known ? [] : [{ path: ['destination', 'id'], message: HotelSearchMessage.unknownDestination }]),
    ...hotelSearchDateIssues(request, tenantToday(now)),
  ];
  if (!known || issues.length > 0) throw hotelSearchValidationError(issues);

  const query: HotelSearchRequest = { ...request, destination: known.destination };
  const createdAt = now.getTime();
  const session: HotelSearchSession = {
    requestId: randomBytes(18).toString('base64url'),
    tenantId: user.tenantId,
    agencyId: user.agencyId,
    userId: user.id,
    query,
    stay: {
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      rooms: query.rooms.map((room) => ({
        adults: room.adults,
        childAges: room.childAges.filter((age): age is number => age !== null),
      })),
    },
    destinationName: known.name,
    createdAt,
    expiresAt: createdAt + HotelLimit.sessionTtlSeconds * 1000,
    sources: sourcesOf(query, supplier.catalogue),
  };
  await store.saveSession(session);
  return { requestId: session.requestId, expiresAt: new Date(session.expiresAt).toISOString() };
}
