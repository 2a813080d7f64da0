import {
  SERVICE_APPROVAL_MINUTES,
  servicesNeedingApproval,
  specialMeals,
  specialServices,
} from '@portal/sandbox-supply';
import type { SupplierServiceLine } from '../flight-booking';
import type { PnrRow } from './sandbox-gds.repository';

const nameOf = (list: readonly { code: string; name: string }[], code: string) =>
  list.find((entry) => entry.code === code)?.name ?? code;

/**
 * The services of a PNR as the airline's desk has them at `now`: seats, meals and bags are confirmed when booked;
 * the special services in servicesNeedingApproval are requested until the desk confirms them
 * SERVICE_APPROVAL_MINUTES after booking; every service falls with a cancelled or expired PNR.
 */
export function serviceLines(row: PnrRow, now: Date): SupplierServiceLine[] {
  const bookedAt = row.createdAt;
  const closed = row.status === 'Cancelled' || row.status === 'Expired' || row.timeLimit <= now;
  const closedAt = closed ? (row.status === 'Held' ? row.timeLimit : row.updatedAt) : null;
  const approvedAt = new Date(bookedAt.getTime() + SERVICE_APPROVAL_MINUTES * 60_000);
  const line = (
    extra: PnrRow['extras'][number],
    kind: SupplierServiceLine['kind'],
    code: string,
    name: string,
  ): SupplierServiceLine => {
    const waits = kind === 'SSR' && servicesNeedingApproval.includes(code);
    const confirmedAt = !waits ? bookedAt : approvedAt <= (closedAt ?? now) ? approvedAt : null;
    return {
      passengerIndex: extra.passengerIndex,
      legKey: extra.legKey,
      kind,
      code,
      name,
      status: closedAt ? 'Cancelled' : confirmedAt ? 'Confirmed' : 'Requested',
      requestedAt: bookedAt,
      confirmedAt,
      cancelledAt: closedAt,
    };
  };
  return row.extras.flatMap((extra) => [
    ...(extra.seat ? [line(extra, 'Seat', extra.seat, `Seat ${extra.seat}`)] : []),
    ...(extra.mealCode ? [line(extra, 'Meal', extra.mealCode, nameOf(specialMeals, extra.mealCode))] : []),
    ...(extra.extraBaggageKg > 0
      ? [line(extra, 'Baggage', `${extra.extraBaggageKg}KG`, `Extra baggage ${extra.extraBaggageKg} kg`)]
      : []),
    ...extra.ssrCodes.map((code) => line(extra, 'SSR', code, nameOf(specialServices, code))),
  ]);
}
