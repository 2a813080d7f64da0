import type { FlightLeg, OrderPassenger } from '@portal/contracts';

export type ExtraPart =
  | { kind: 'seat'; value: string }
  | { kind: 'meal'; value: string }
  | { kind: 'bags'; value: number }
  | { kind: 'ssr'; value: string };

export interface LegExtras {
  route: string;
  parts: ExtraPart[];
}

/** A passenger's extras per flight, as route and parts to word; flights with nothing added are left out. */
export function passengerExtras(
  passenger: Pick<OrderPassenger, 'extras'>,
  legs: Readonly<Record<string, FlightLeg>>,
): LegExtras[] {
  return passenger.extras.flatMap((extra) => {
    const parts: ExtraPart[] = [];
    if (extra.seat) parts.push({ kind: 'seat', value: extra.seat });
    if (extra.mealCode) parts.push({ kind: 'meal', value: extra.mealCode });
    if (extra.extraBaggageKg > 0) parts.push({ kind: 'bags', value: extra.extraBaggageKg });
    for (const code of extra.ssrCodes) parts.push({ kind: 'ssr', value: code });
    if (parts.length === 0) return [];
    const leg = legs[extra.legKey];
    return [{ route: leg ? `${leg.origin}–${leg.destination}` : extra.legKey, parts }];
  });
}
