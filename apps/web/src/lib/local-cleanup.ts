/** Local cleanup runs at most this often (spec §9). */
export const LocalCleanupIntervalMs = 24 * 60 * 60_000;
export const LastCleanupStorageKey = 'portal.lastCleanup';

/**
 * Clears what the browser keeps for the site (cookies, local and session storage, caches), keeping only the device
 * id and the time of this cleanup, at most once per interval. Answers whether it ran.
 */
export function runLocalCleanup(options: {
  keep: string[];
  now?: number;
  local?: Storage | undefined;
  session?: Storage | undefined;
  doc?: Pick<Document, 'cookie'> | undefined;
  cacheStorage?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
}): boolean {
  const { local, session, doc, cacheStorage } = options;
  const now = options.now ?? Date.now();
  if (!local) return false;
  const stored = local.getItem(LastCleanupStorageKey);
  const last = Number(stored);
  // A clock set back (now before the last run) or an unreadable stamp counts as due.
  if (stored !== null && Number.isFinite(last) && now >= last && now - last < LocalCleanupIntervalMs)
    return false;

  const keep = new Set([...options.keep, LastCleanupStorageKey]);
  for (let index = local.length - 1; index >= 0; index -= 1) {
    const key = local.key(index);
    if (key !== null && !keep.has(key)) local.removeItem(key);
  }
  session?.clear();
  if (doc) {
    for (const cookie of doc.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
  if (cacheStorage) {
    void cacheStorage
      .keys()
      .then((names) => Promise.all(names.map((name) => cacheStorage.delete(name))))
      .catch(() => undefined);
  }
  local.setItem(LastCleanupStorageKey, String(now));
  return true;
}
