import { airlineSpecs } from '../data/airline-table';
import { hashString, mix } from '../util/hash';

/**
 * Per-airline after-sales policies of the sandbox, fixed by a stable hash of the airline code (never by the seed, so
 * every deployment agrees). The salts were chosen so that the carriers the demo sells most keep the usual path:
 * BG, BS, EK, QR, SQ and TG allow voids, BG and BS refund automatically, and a few carriers common in the Gulf and
 * Asian markets (SQ, CX, KU, G9, AI) refund only through their desk, so that path is reachable. Tests pin this.
 */
const VOID_SALT = 1;
const DESK_SALT = 0x101;

function bucket(airlineCode: string, salt: number, buckets: number): boolean {
  return mix(hashString(airlineCode.trim().toUpperCase()), salt) % buckets === 0;
}

/** About 1 airline in 8 refuses every void: its tickets can only be refunded. */
export function airlineRefusesVoid(airlineCode: string): boolean {
  return bucket(airlineCode, VOID_SALT, 8);
}

/** About 1 airline in 4 refunds only through its desk: an operator asks the airline and quotes by hand. */
export function refundNeedsAirlineDesk(airlineCode: string): boolean {
  return bucket(airlineCode, DESK_SALT, 4);
}

/** The codes among `codes` whose airline refuses voids, in the given order. */
export function voidRefusingAirlines(codes: readonly string[]): string[] {
  return codes.filter(airlineRefusesVoid);
}

/** The codes among `codes` whose airline refunds only through its desk, in the given order. */
export function deskRefundAirlines(codes: readonly string[]): string[] {
  return codes.filter(refundNeedsAirlineDesk);
}

const tableCodes = airlineSpecs.map((spec) => spec.code);

/** The sandbox network's airlines that refuse voids. */
export const VOID_REFUSING_AIRLINES: readonly string[] = voidRefusingAirlines(tableCodes);

/** The sandbox network's airlines that refund only through their desk. */
export const DESK_REFUND_AIRLINES: readonly string[] = deskRefundAirlines(tableCodes);
