import {
  HolidayCatalogueMessage,
  type HolidayDepartureInput,
  type OperatorPackageResponse,
  type UpdatePackageBody,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { codeTaken, invalidField, packageNotFound, seatsTaken } from './catalogue-errors';
import { listDepartures, type DepartureRow } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import {
  deleteFreeDepartures,
  departuresNamedByRequests,
  insertDepartures,
  isCodeUsed,
  isPackageCodeTaken,
  lockPackage,
  rewriteDeparture,
  updatePackage as storePackage,
  type NewDeparture,
} from './package-admin.repository';
import { packageFields, refuseNewDepartureInPast, returnDay } from './package-input';
import { operatorPackageView } from './operator-package-view';

interface DeparturePlan {
  /** Kept on their day: rewritten in place (prices, seats, the return day). */
  rewrite: { old: DepartureRow; input: HolidayDepartureInput }[];
  /**
   * Moved to another day: free ones nobody names only, removed and written again under a new id, so an enquiry
   * still holding the old id (sent from a page read before the move) is refused rather than put on another day.
   */
  move: { old: DepartureRow; input: HolidayDepartureInput }[];
  added: HolidayDepartureInput[];
  removed: DepartureRow[];
}

/** Sorts the written departures against the stored ones; a departure id not of this package is refused. */
function planDepartures(
  existing: DepartureRow[],
  inputs: HolidayDepartureInput[],
  today: string,
): DeparturePlan {
  const byId = new Map(existing.map((departure) => [departure.id, departure]));
  const plan: DeparturePlan = { rewrite: [], move: [], added: [], removed: [] };
  const kept = new Set<string>();
  inputs.forEach((input, index) => {
    const old = input.departureId ? byId.get(input.departureId) : undefined;
    if (input.departureId && !old) {
      throw invalidField(`departures.${index}.departureId`, HolidayCatalogueMessage.departureUnknown);
    }
    if (!old) {
      refuseNewDepartureInPast(input.departsOn, today, index);
      plan.added.push(input);
      return;
    }
    kept.add(old.id);
    if (input.seatsTotal < old.seatsTotal - old.seatsLeft) {
      throw seatsTaken(`departures.${index}.seatsTotal: ${HolidayCatalogueMessage.seatsBelowTaken}`);
    }
    if (old.departsOn === input.departsOn) {
      plan.rewrite.push({ old, input });
    } else {
      refuseNewDepartureInPast(input.departsOn, today, index);
      plan.move.push({ old, input });
    }
  });
  plan.removed = existing.filter((departure) => !kept.has(departure.id));
  return plan;
}

const isFree = (departure: DepartureRow) => departure.seatsLeft === departure.seatsTotal;

/**
 * Operator/UpdatePackage: the package's text and departures written again, under a lock on the package. Departures
 * bookings took seats of keep at least those seats; one a booking or an enquiry names is neither removed nor moved
 * to another day (409, nothing changed); a free one moved to another day gets a new id. The package's lock makes
 * an enquiry being sent (it holds the package FOR SHARE) finish first or wait for the edit. The return days follow
 * the nights.
 */
export async function updatePackage(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  currency: string;
  body: UpdatePackageBody;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const { db, tenantId, body, now } = options;
  const today = tenantToday(now);
  const fields = packageFields(body, options.cities);
  try {
    return await db.transaction(async (tx) => {
      const pkg = await lockPackage(tx, tenantId, body.packageId);
      if (!pkg) throw packageNotFound();
      if (await isCodeUsed(tx, tenantId, fields.code, pkg.id)) throw codeTaken();
      const plan = planDepartures(await listDepartures(tx, tenantId, [pkg.id]), body.departures, today);

      const named = await departuresNamedByRequests(tx, tenantId, [
        ...plan.removed.map((departure) => departure.id),
        ...plan.move.map(({ old }) => old.id),
      ]);
      for (const departure of plan.removed) {
        if (!isFree(departure))
          throw seatsTaken(`departures: ${HolidayCatalogueMessage.departureHasBookings}`);
        if (named.has(departure.id))
          throw seatsTaken(`departures: ${HolidayCatalogueMessage.departureNamed}`);
      }
      for (const { old } of plan.move) {
        if (!isFree(old) || named.has(old.id)) {
          throw seatsTaken(`departures: ${HolidayCatalogueMessage.departureDateLocked}`);
        }
      }
      // Moved departures leave first, so two departures trading days never meet on one day mid-way.
      const leaving = [
        ...plan.removed.map((departure) => departure.id),
        ...plan.move.map(({ old }) => old.id),
      ];
      if ((await deleteFreeDepartures(tx, tenantId, pkg.id, leaving)) !== leaving.length) {
        // A booking took seats of one of them since it was read.
        throw seatsTaken(`departures: ${HolidayCatalogueMessage.departureHasBookings}`);
      }
      for (const { old, input } of plan.rewrite) {
        const rewritten = await rewriteDeparture(tx, tenantId, {
          ...input,
          id: old.id,
          packageId: pkg.id,
          returnsOn: returnDay(input.departsOn, body.nights),
        });
        if (!rewritten) throw seatsTaken(`departures: ${HolidayCatalogueMessage.seatsBelowTaken}`);
      }
      const written = (input: HolidayDepartureInput, old?: DepartureRow): NewDeparture => ({
        packageId: pkg.id,
        tenantId,
        departsOn: input.departsOn,
        returnsOn: returnDay(input.departsOn, body.nights),
        seatsTotal: input.seatsTotal,
        seatsLeft: input.seatsTotal,
        currency: old?.currency ?? options.currency,
        adultPrice: input.adultPrice,
        childPrice: input.childPrice,
        infantPrice: input.infantPrice,
        createdAt: old?.createdAt ?? now,
      });
      await insertDepartures(tx, [
        ...plan.move.map(({ old, input }) => written(input, old)),
        ...plan.added.map((input) => written(input)),
      ]);
      const updated = await storePackage(tx, tenantId, pkg.id, { ...fields, updatedAt: now });
      return operatorPackageView({ db: tx, tenantId, cities: options.cities, pkg: updated, now });
    });
  } catch (error) {
    if (isPackageCodeTaken(error)) throw codeTaken();
    throw error;
  }
}
