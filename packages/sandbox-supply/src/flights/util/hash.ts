/** Small, fast, deterministic hashing: the whole simulation is a function of the seed and these mixes. */

export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

export function mix3(a: number, b: number, c: number): number {
  return mix(mix(a, b), c);
}

export function mix4(a: number, b: number, c: number, d: number): number {
  return mix(mix(mix(a, b), c), d);
}

/** A number in [0, 1) from a hash. */
export function unit(hash: number): number {
  return hash / 4294967296;
}

/** FNV-1a over a string, 32 bits. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Builds a short url-safe id from numbers fed one by one: two independent 32-bit hashes in base 36. */
export class IdHasher {
  private a = 0x2545f491;
  private b = 0x6a09e667;

  add(value: number): this {
    const low = value >>> 0;
    const high = Math.floor(value / 4294967296);
    this.a = mix(mix(this.a, low), high);
    this.b = mix(mix(this.b ^ 0x5bd1e995, high), low);
    return this;
  }

  /** A hasher that goes on from this one's state, so ids sharing a prefix hash it once. */
  clone(): IdHasher {
    const copy = new IdHasher();
    copy.a = this.a;
    copy.b = this.b;
    return copy;
  }

  id(): string {
    return this.a.toString(36).padStart(7, '0') + this.b.toString(36).padStart(7, '0');
  }
}
