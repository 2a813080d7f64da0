/**
 * Splits a non-negative integer amount over integer weights so the parts sum exactly to it: each part is the floor
 * of its share, and the units left over go to the largest remainders, the earlier index first on a tie. All zero
 * weights split equally. Integer arithmetic only (amounts and weights well under 2^53 together).
 */
export function splitAmount(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`cannot split ${amount}`);
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('weights must be integers ≥ 0');
  const effective = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const total = effective.reduce((sum, w) => sum + w, 0);
  const parts = effective.map((w) => Math.floor((amount * w) / total));
  const remainders = effective.map((w, i) => amount * w - parts[i]! * total);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = remainders.map((_, i) => i).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const i of order) {
    if (left === 0) break;
    parts[i] = parts[i]! + 1;
    left--;
  }
  return parts;
}
