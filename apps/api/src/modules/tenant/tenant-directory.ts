import type { Cache } from '../../adapters/cache';
import type { Db } from '../../db/client';
import { resolveTenant } from './resolve-tenant';
import type { ResolvedTenant } from './tenant.repository';

/** The channel on which a publish or rollback tells every API process to forget what hosts resolved to. */
export const tenantsChangedChannel = 'tenants-changed';

/**
 * Brands change rarely and every call needs one, so each process remembers what a host resolved to for a few
 * seconds instead of reading (and validating) the tenant config on every call. Bounded, as hosts come from clients.
 */
const defaultRememberMs = 10_000;
const defaultMaxRemembered = 500;

export interface TenantDirectory {
  /** The request's tenant (see resolveTenant), from the memo while it is fresh. */
  resolve(options: { hostname: string; tenantIdHeader?: string | undefined }): Promise<ResolvedTenant>;
  /** Drops everything remembered; the next call of each host reads the database. */
  forget(): void;
  /** Tells every process (this one included) that tenants changed; never fails (see onBroadcastError). */
  announceChange(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One memo of host → tenant per process, shared by the API's tenant plugin and the page fallback, cleared whenever
 * any process announces a change through the cache adapter, so a published tenant answers everywhere at once.
 */
export async function createTenantDirectory(options: {
  db: Db;
  cache: Cache;
  rememberMs?: number;
  maxRemembered?: number;
  now?: () => number;
  /** Hears a broadcast that could not be sent; the other processes then catch up when their memo expires. */
  onBroadcastError?: (error: unknown) => void;
}): Promise<TenantDirectory> {
  const rememberMs = options.rememberMs ?? defaultRememberMs;
  const maxRemembered = options.maxRemembered ?? defaultMaxRemembered;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { tenant: ResolvedTenant; until: number }>();
  // A lookup that started before a change must not store what it read once the change is heard.
  let generation = 0;
  const forget = () => {
    generation += 1;
    remembered.clear();
  };
  const unsubscribe = await options.cache.subscribe(tenantsChangedChannel, forget);

  return {
    async resolve({ hostname, tenantIdHeader }) {
      const key = `${tenantIdHeader ?? ''}|${hostname}`;
      const known = remembered.get(key);
      if (known && known.until > now()) return known.tenant;
      const startedIn = generation;
      const tenant = await resolveTenant({ db: options.db, hostname, tenantIdHeader });
      if (startedIn === generation) {
        if (remembered.size >= maxRemembered) remembered.clear();
        remembered.set(key, { tenant, until: now() + rememberMs });
      }
      return tenant;
    },
    forget,
    async announceChange() {
      forget();
      // The change is committed already, so a broadcast that fails must not turn it into an error.
      await options.cache
        .publish(tenantsChangedChannel, String(now()))
        .catch((error: unknown) => options.onBroadcastError?.(error));
    },
    stop: unsubscribe,
  };
}
