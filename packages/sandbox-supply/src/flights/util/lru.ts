/** A least-recently-used map: Map keeps insertion order, so re-inserting on read moves an entry to the back. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  private newestKey: K | undefined;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    // Re-inserting churns the map; skip it when the entry is already the newest.
    if (value !== undefined && key !== this.newestKey) {
      this.newestKey = key;
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.newestKey = key;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
