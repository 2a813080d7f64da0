import {
  HolidayCatalogueMessage,
  type CreatePackageBody,
  type OperatorPackageResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { codeTaken, invalidField } from './catalogue-errors';
import type { CityDirectory } from './holiday-cities';
import { insertDepartures, insertPackage, isCodeUsed, isPackageCodeTaken } from './package-admin.repository';
import { packageFields, refuseNewDepartureInPast, returnDay } from './package-input';
import { operatorPackageView } from './operator-package-view';

/**
 * Operator/CreatePackage: a new package of the tenant, Draft until published, with its departures priced in the
 * tenant's currency. Its code must be free in the tenant (409).
 */
export async function createPackage(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  cities: CityDirectory;
  currency: string;
  body: CreatePackageBody;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const { db, tenantId, body, now } = options;
  const today = tenantToday(now);
  const fields = packageFields(body, options.cities);
  body.departures.forEach((departure, index) => {
    if (departure.departureId) {
      throw invalidField(`departures.${index}.departureId`, HolidayCatalogueMessage.departureUnknown);
    }
    refuseNewDepartureInPast(departure.departsOn, today, index);
  });
  try {
    return await db.transaction(async (tx) => {
      if (await isCodeUsed(tx, tenantId, fields.code)) throw codeTaken();
      const pkg = await insertPackage(tx, {
        ...fields,
        tenantId,
        status: 'Draft',
        createdBy: options.operatorId,
        createdAt: now,
        updatedAt: now,
        publishedAt: null,
      });
      await insertDepartures(
        tx,
        body.departures.map(({ departureId: _none, ...departure }) => ({
          ...departure,
          packageId: pkg.id,
          tenantId,
          returnsOn: returnDay(departure.departsOn, body.nights),
          seatsLeft: departure.seatsTotal,
          currency: options.currency,
          createdAt: now,
        })),
      );
      return operatorPackageView({ db: tx, tenantId, cities: options.cities, pkg, now });
    });
  } catch (error) {
    // Two operators saving the same new code at once: the second meets the unique index.
    if (isPackageCodeTaken(error)) throw codeTaken();
    throw error;
  }
}
