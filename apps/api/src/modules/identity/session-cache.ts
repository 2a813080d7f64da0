import { randomUUID } from 'node:crypto';
import type { Cache } from '../../adapters/cache';
import type { IdentityChangeFeed } from '../../db/client';
import type { SessionUser } from './session.repository';

export interface CachedSession {
  user: SessionUser;
  lastSeenAt: Date;
  /** The session's end, or the end of the grace of a rotated token it was found by. */
  validUntil: Date;
}

/** What a lookup started under: this process's count of changes heard, and the deployment's change mark. */
export interface LookupStart {
  generation: number;
  epoch: string | undefined;
}

const maxEntries = 20_000;
/** The mark of the latest identity change heard by any process, in the cache adapter they share. */
const epochKey = 'identity:epoch';
const epochTtlSeconds = 30 * 24 * 60 * 60;

/**
 * Resolved sessions by tenant and token hash, kept in memory. The database announces every change to sessions,
 * users and roles to the process that made it before the change's own answer; that process then empties its
 * cache and, before it answers (see `moving`), puts a new change mark in the shared cache adapter. Every process
 * uses an entry only under the mark it was read under, so logout, forced logout, password and permission changes
 * count from the very next request on every process.
 */
export class SessionCache {
  readonly #shared: Cache;
  #entries = new Map<string, CachedSession & { epoch: string }>();
  /** Moves on every change, so a lookup that read the database before a change does not store what it read. */
  #generation = 0;
  #moving: Promise<void> | null = null;

  constructor(shared: Cache) {
    this.#shared = shared;
  }

  /** The shared mark being replaced after a change heard here, while it is; answers wait for it. */
  get moving(): Promise<void> | null {
    return this.#moving;
  }

  /** Read before the database, so whatever changes meanwhile keeps the lookup from being stored. */
  async begin(): Promise<LookupStart> {
    const generation = this.#generation;
    try {
      let epoch = await this.#shared.get<string>(epochKey);
      if (epoch === undefined) {
        await this.#shared.setIfAbsent(epochKey, randomUUID(), epochTtlSeconds);
        epoch = await this.#shared.get<string>(epochKey);
      }
      return { generation, epoch };
    } catch {
      // Without the shared mark nothing is known to be current: the database answers.
      return { generation, epoch: undefined };
    }
  }

  get(tenantId: string, tokenHash: string, now: Date, start: LookupStart): CachedSession | null {
    if (start.epoch === undefined) return null;
    const key = `${tenantId}:${tokenHash}`;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.epoch !== start.epoch || entry.validUntil <= now) {
      this.#entries.delete(key);
      return null;
    }
    return entry;
  }

  /** Stores a lookup unless something changed since it started; answers the entry later requests will share. */
  set(tenantId: string, tokenHash: string, entry: CachedSession, start: LookupStart): CachedSession {
    if (start.generation !== this.#generation || start.epoch === undefined) return entry;
    if (this.#entries.size >= maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const stored = { ...entry, epoch: start.epoch };
    this.#entries.set(`${tenantId}:${tokenHash}`, stored);
    return stored;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    const moving: Promise<void> = this.#shared
      .set(epochKey, randomUUID(), epochTtlSeconds)
      // Unreachable shared cache: the other processes cannot read the mark either, so they ask the database.
      .catch(() => undefined)
      .finally(() => {
        if (this.#moving === moving) this.#moving = null;
      });
    this.#moving = moving;
  }
}

/** A cache emptied on every announced identity change, and how to stop listening. */
export async function followIdentityChanges(
  feed: IdentityChangeFeed,
  shared: Cache,
): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache(shared);
  const unsubscribe = await feed.subscribe(() => cache.clear());
  // A database already closed has no listener left to remove.
  const stop = () => unsubscribe().catch(() => undefined);
  return { cache, stop };
}
