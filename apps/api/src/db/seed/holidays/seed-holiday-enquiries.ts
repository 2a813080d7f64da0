import { and, asc, eq, sql } from 'drizzle-orm';
import { cancelHolidayRequest } from '../../../modules/package/cancel-holiday-request';
import type { RequestCities } from '../../../modules/package/holiday-request-cities';
import { sendHolidayRequest } from '../../../modules/package/send-holiday-request';
import type { Db } from '../../client';
import { holidayDepartures, holidayPackages } from '../../schema';
import { wholeAgency } from '../../../lib/agency-scope';

/**
 * Enquiries another demo agency sent over the last months and later withdrew, so the provider's popular holiday
 * cities come from enquiries on a fresh install as they will in use: Dubai asked most, then the Maldives, Bangkok…
 * They are made through the enquiry's own use cases; none is open, so no queue starts with work in it.
 */
const askedByCity: readonly (readonly [cityCode: string, enquiries: number])[] = [
  ['DXB', 7],
  ['MLE', 6],
  ['BKK', 5],
  ['JED', 4],
  ['KUL', 3],
  ['KTM', 2],
  ['SIN', 2],
  ['CXB', 1],
];

const dayMs = 86_400_000;

/** Names are not read by the seed: the views the use cases answer are thrown away. */
const seedCities: RequestCities = { nameOf: (code) => code, codesMatching: () => [] };

/** A published package whose main city is `cityCode`, and one of its departures (the `index`-th, wrapping). */
async function departureIn(tx: Db, tenantId: string, cityCode: string, index: number) {
  const rows = await tx
    .select({ packageId: holidayPackages.id, departureId: holidayDepartures.id })
    .from(holidayPackages)
    .innerJoin(holidayDepartures, eq(holidayDepartures.packageId, holidayPackages.id))
    .where(
      and(
        eq(holidayPackages.tenantId, tenantId),
        eq(holidayPackages.status, 'Published'),
        sql`${holidayPackages.cityCodes}[1] = ${cityCode}`,
      ),
    )
    .orderBy(asc(holidayPackages.code), asc(holidayDepartures.departsOn));
  return rows.length > 0 ? rows[index % rows.length] : undefined;
}

export async function seedHolidayEnquiries(
  tx: Db,
  options: { tenantId: string; agencyId: string; userId: string; now: Date },
): Promise<void> {
  const { tenantId, agencyId, userId, now } = options;
  const scope = wholeAgency(tenantId, agencyId);
  const user = { id: userId, functionalities: [] as number[] };
  let count = 0;
  for (const [cityCode, enquiries] of askedByCity) {
    for (let index = 0; index < enquiries; index += 1) {
      const target = await departureIn(tx, tenantId, cityCode, index * 3);
      if (!target) throw new Error(`No published package in ${cityCode} to enquire about`);
      count += 1;
      // Asked between two and ten weeks ago, withdrawn two days later.
      const askedAt = new Date(now.getTime() - (14 + ((count * 17) % 56)) * dayMs);
      const request = await sendHolidayRequest({
        tx,
        scope,
        user,
        body: {
          packageId: target.packageId,
          departureId: target.departureId,
          adults: 2,
          childAges: count % 3 === 0 ? [8] : [],
          infants: 0,
          rooms: 1,
        },
        cities: seedCities,
        now: askedAt,
      });
      await cancelHolidayRequest({
        db: tx,
        scope,
        user,
        body: { reference: request.reference, reason: 'The travellers changed their plans.' },
        cities: seedCities,
        now: new Date(askedAt.getTime() + 2 * dayMs),
      });
    }
  }
}
