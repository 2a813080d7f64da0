/** Letters and digits a person reads back over the phone without confusion: no 0/O, no 1/I. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const space = 32 ** 6;
/** Odd, so multiplying by it modulo 2^30 visits every locator exactly once. */
const stride = 0x2f3c_9b5d & (space - 1);

/**
 * The six-character record locator of the `sequence`-th booking of a sandbox whose seed is `seed`: every sequence
 * number below 32^6 gets its own locator, and consecutive bookings do not look consecutive.
 */
export function recordLocator(sequence: number, seed: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 0 || sequence >= space) {
    throw new Error(`record locator sequence out of range: ${sequence}`);
  }
  let value = (Number((BigInt(sequence) * BigInt(stride)) % BigInt(space)) + (seed >>> 0)) % space;
  let locator = '';
  for (let index = 0; index < 6; index += 1) {
    locator = alphabet[value % 32] + locator;
    value = Math.floor(value / 32);
  }
  return locator;
}
