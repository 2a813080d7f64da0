import { describe, expect, it } from 'vitest';
import {
  HolidayOperatorPaths,
  ZOperatorPackageResponse,
  type OperatorPackage,
  type UpdatePackageBody,
} from '@portal/contracts';
import { authHeaders, dhakaDate } from './support/flight';
import {
  agencyQueue,
  ok,
  post,
  readRequest,
  refusal,
  sendEnquiry,
  useHolidayApp,
} from './support/holiday-requests';

const suite = useHolidayApp();

async function operatorPackage(packageId: string): Promise<OperatorPackage> {
  const response = await suite.app.inject({
    method: 'GET',
    url: HolidayOperatorPaths.package,
    query: { packageId },
    headers: authHeaders(suite.operator),
  });
  return ok<{ package: OperatorPackage }>(response).package;
}

/** The package written back by the editor with its first departure moved to another day. */
function withFirstDepartureOn(pkg: OperatorPackage, departsOn: string): UpdatePackageBody {
  return {
    packageId: pkg.packageId,
    code: pkg.code,
    title: pkg.title,
    summary: pkg.summary,
    type: pkg.type,
    cityCodes: pkg.cityCodes,
    nights: pkg.nights,
    rating: pkg.rating,
    hotelClass: pkg.hotelClass,
    itinerary: pkg.itinerary,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    depositPercent: pkg.depositPercent,
    balanceDaysBeforeDeparture: pkg.balanceDaysBeforeDeparture,
    departures: pkg.departures.map((departure, index) => ({
      departureId: departure.departureId,
      departsOn: index === 0 ? departsOn : departure.departsOn,
      seatsTotal: departure.seatsTotal,
      adultPrice: departure.adultPrice,
      childPrice: departure.childPrice,
      infantPrice: departure.infantPrice,
    })),
  };
}

const movePackage = (body: UpdatePackageBody) =>
  post(
    suite.app,
    suite.operator,
    HolidayOperatorPaths.updatePackage,
    body as unknown as Record<string, unknown>,
  );

describe('an enquiry and an edit of its package at once', () => {
  it('a free departure moved to another day takes a new id: an enquiry for the old one is refused', async () => {
    const { token } = await suite.fundedAgency('Moved Departure Travel');
    const pkg = await suite.holidayPackage({ departures: [{ inDays: 60 }, { inDays: 90 }] });
    const [first] = pkg.departures;
    const moved = await movePackage(
      withFirstDepartureOn(await operatorPackage(pkg.packageId), dhakaDate(70, suite.clock.now())),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = ZOperatorPackageResponse.parse(moved.json()).package.departures;
    const onNewDay = after.find((departure) => departure.departsOn === dhakaDate(70, suite.clock.now()));
    expect(onNewDay).toBeDefined();
    expect(after.map((departure) => departure.departureId)).not.toContain(first!.departureId);

    const late = await sendEnquiry(suite.app, token, {
      packageId: pkg.packageId,
      departureId: first!.departureId,
    });
    expect(refusal(late)).toEqual([422, 'DEPARTURE_CLOSED']);
    expect((await agencyQueue(suite.app, token)).total).toBe(0);
  });

  it('either the enquiry names the departure and the move is refused, or the move goes and the enquiry is refused', async () => {
    const { token } = await suite.fundedAgency('Racing Enquiry Travel');
    const pkg = await suite.holidayPackage({ departures: [{ inDays: 60 }, { inDays: 90 }] });
    const [first] = pkg.departures;
    const body = withFirstDepartureOn(await operatorPackage(pkg.packageId), dhakaDate(75, suite.clock.now()));
    const [edit, enquiry] = await Promise.all([
      movePackage(body),
      sendEnquiry(suite.app, token, { packageId: pkg.packageId, departureId: first!.departureId }),
    ]);
    expect([edit.statusCode, enquiry.statusCode].sort()).toEqual(
      edit.statusCode === 200 ? [200, 422] : [200, 409],
    );
    const queue = await agencyQueue(suite.app, token);
    if (enquiry.statusCode === 200) {
      // The enquiry won: its departure is still there, on the day the agency chose, and its queue lists it.
      const sent = await readRequest(suite.app, token, ok(enquiry).reference);
      expect(sent.departure).toMatchObject({ departureId: first!.departureId, departsOn: first!.departsOn });
      expect(queue.total).toBe(1);
    } else {
      expect(queue.total).toBe(0);
    }
  });
});
