import type { HolidayRequest, SendHolidayRequestBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { createRequest } from '../../requests/create-request';
import type { RequestCities } from './holiday-request-cities';
import { departureClosed, packageNotFound, seatsUnavailable } from './holiday-request-errors';
import { findPackageDeparture, sharePackage } from './holiday-request.repository';
import { loadHolidayRequestView } from './holiday-request-view';
import type { AgencyScope } from '../../lib/agency-scope';

/**
 * SendRequest: the agency's enquiry for a departure of one of its tenant's published packages, opened New
 * (Requested) for the operators to quote. Refused when the package is not on sale (404), the departure is not one of
 * its open ones (422) or it has fewer seats left than the adults and children (409): infants sit on a lap. Seats
 * are only counted here; they are taken when a quote is accepted. Runs in the caller's transaction, which holds the
 * package against a concurrent edit until the enquiry is stored.
 */
export async function sendHolidayRequest(options: {
  tx: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: SendHolidayRequestBody;
  cities: RequestCities;
  now: Date;
}): Promise<HolidayRequest> {
  const { tx, scope, body, now } = options;
  // Held until the enquiry is stored, so an edit of the package's departures waits for it (or it for the edit).
  const pkg = await sharePackage(tx, scope.tenantId, body.packageId);
  if (!pkg || pkg.status !== 'Published') throw packageNotFound();
  const departure = await findPackageDeparture(tx, scope.tenantId, pkg.id, body.departureId);
  if (!departure || departure.departsOn <= tenantToday(now)) throw departureClosed();
  if (departure.seatsLeft < body.adults + body.childAges.length) throw seatsUnavailable();
  const request = await createRequest(tx, {
    tenantId: scope.tenantId,
    agencyId: scope.agencyId,
    kind: 'Holiday',
    orderId: null,
    mode: 'Manual',
    details: {
      paxIds: [],
      journeyIndexes: [],
      reason: null,
      remark: null,
      holiday: {
        packageId: pkg.id,
        departureId: departure.id,
        cityCode: pkg.cityCodes[0] ?? '',
        adults: body.adults,
        children: body.childAges.length,
        childAges: body.childAges,
        infants: body.infants,
        rooms: body.rooms,
        notes: body.notes || null,
      },
    },
    requestedBy: options.user.id,
    now,
  });
  return loadHolidayRequestView(tx, {
    scope,
    reference: request.reference,
    viewer: { side: 'Agency', functionalities: options.user.functionalities },
    cities: options.cities,
    now,
  });
}
