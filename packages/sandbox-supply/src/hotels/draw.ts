import { mix, unit } from '../flights/util/hash';

/**
 * A deterministic stream of draws from one hash: the catalogue makes each choice about a hotel from its own
 * stream, so adding a choice to one hotel does not change any other hotel.
 */
export class Draw {
  private count = 0;

  constructor(private readonly base: number) {}

  /** A number in [0, 1). */
  unit(): number {
    this.count += 1;
    return unit(mix(this.base, this.count));
  }

  /** An integer from low to high, both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.unit() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.unit() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.unit() * list.length)]!;
  }

  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let left = this.unit() * total;
    for (const [value, weight] of entries) {
      left -= weight;
      if (left < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
}
