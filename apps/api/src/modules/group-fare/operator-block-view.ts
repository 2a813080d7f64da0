import type { OperatorGroupFareBlock } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { journeysOf } from '../../group-fares/group-fare-journeys';
import {
  agenciesOfBlocks,
  namesMissingOfBlocks,
  type GroupFareBlockRow,
} from '../../group-fares/group-fare-block.repository';

/** A block as the operators see it: its terms, its seat figures and the agencies it is shown to. */
export function operatorBlockView(
  row: GroupFareBlockRow,
  extra: { airlineName: string; agencies: { id: string; name: string }[]; namesMissing: number },
): OperatorGroupFareBlock {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    title: row.title,
    status: row.status,
    validatingAirline: row.validatingAirline,
    airlineName: extra.airlineName,
    route: row.route,
    departureDate: row.departureDate,
    returnDate: row.returnDate,
    cabin: row.cabin,
    journeys: journeysOf(row.offer, row.brandIndex),
    recordLocator: row.recordLocator,
    currency: row.currency,
    fares: { adult: row.fareAdult, child: row.fareChild, infant: row.fareInfant },
    baggage: row.baggage,
    fareRules: row.fareRules,
    seats: {
      total: row.totalSeats,
      reserved: row.seatsReserved,
      sold: row.seatsSold,
      left: Math.max(0, row.totalSeats - row.seatsReserved - row.seatsSold),
    },
    perAgencyCap: row.perAgencyCap,
    depositPerSeat: row.depositPerSeat,
    depositRule: row.depositRule,
    holdMinutes: row.holdMinutes,
    nameDeadline: row.nameDeadline.toISOString(),
    balanceDeadline: row.balanceDeadline.toISOString(),
    ticketingDeadline: row.ticketingDeadline.toISOString(),
    visibility: row.visibility,
    agencies: extra.agencies,
    namesMissing: extra.namesMissing,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The views of several blocks, their agencies and names missing read in one query each. */
export async function operatorBlockViews(
  db: Db,
  supply: FlightSupply,
  tenantId: string,
  rows: GroupFareBlockRow[],
): Promise<OperatorGroupFareBlock[]> {
  const ids = rows.map((row) => row.id);
  const [agencies, missing] = await Promise.all([
    agenciesOfBlocks(db, tenantId, ids),
    namesMissingOfBlocks(db, tenantId, ids),
  ]);
  return rows.map((row) =>
    operatorBlockView(row, {
      airlineName: supply.airline(row.validatingAirline)?.name ?? row.validatingAirline,
      agencies: agencies.get(row.id) ?? [],
      namesMissing: missing.get(row.id) ?? 0,
    }),
  );
}

/** One block's view. */
export async function operatorBlockViewOf(
  db: Db,
  supply: FlightSupply,
  tenantId: string,
  row: GroupFareBlockRow,
): Promise<OperatorGroupFareBlock> {
  const [view] = await operatorBlockViews(db, supply, tenantId, [row]);
  return view!;
}
