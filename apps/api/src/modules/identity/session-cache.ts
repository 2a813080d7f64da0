import type { IdentityChangeFeed } from '../../db/client';
import type { SessionUser } from './session.repository';

export interface CachedSession {
  user: SessionUser;
  lastSeenAt: Date;
  /** The session's end, or the end of the grace of a rotated token it was found by. */
  validUntil: Date;
}

const maxEntries = 20_000;

/**
 * Resolved sessions by tenant and token hash, kept in memory where the database announces every change to
 * sessions, users and roles before the writer goes on (the embedded database): any such change empties the
 * cache, so logout, forced logout, password and permission changes still count from the very next request.
 */
export class SessionCache {
  #entries = new Map<string, CachedSession>();
  /** Moves on every change, so a lookup that read the database before a change does not store what it read. */
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(tenantId: string, tokenHash: string, now: Date): CachedSession | null {
    const key = `${tenantId}:${tokenHash}`;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.validUntil <= now) {
      this.#entries.delete(key);
      return null;
    }
    return entry;
  }

  /** Stores a lookup unless something changed since the generation it started in. */
  set(tenantId: string, tokenHash: string, entry: CachedSession, startedIn: number): void {
    if (startedIn !== this.#generation) return;
    if (this.#entries.size >= maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(`${tenantId}:${tokenHash}`, entry);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/** A cache emptied on every announced identity change, and how to stop listening. */
export async function followIdentityChanges(
  feed: IdentityChangeFeed,
): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache();
  const unsubscribe = await feed.subscribe(() => cache.clear());
  // A database already closed has no listener left to remove.
  const stop = () => unsubscribe().catch(() => undefined);
  return { cache, stop };
}
