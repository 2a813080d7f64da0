import { lazy, useEffect, type ComponentType } from 'react';
import { Business } from '@portal/contracts';

const ReloadsKey = 'portal.chunkReloads';

/** Reloads older than this no longer count towards the cap. */
export const ReloadWindowMs = 5 * 60_000;

/** How long a rendered page must stay up before failed loads count from zero again. */
export const SettledAfterMs = 10_000;

/** A reload asked for by this document: further failures of the same load are the same failure. */
let reloadRequested = false;

/** When the recent reloads of this tab happened (ms since the epoch), oldest first. */
function recentReloads(now: number): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ReloadsKey) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((at): at is number => typeof at === 'number' && now - at < ReloadWindowMs);
  } catch {
    return [];
  }
}

/**
 * After a deployment, old pages ask for chunk files that no longer exist. Reloading fetches the new index; the cap
 * (10 reloads within a few minutes per tab) stops a broken deployment from reloading forever: then the error shows.
 */
export function reloadForChunkFailure(now: number = Date.now()): boolean {
  if (reloadRequested) return true;
  const reloads = recentReloads(now);
  if (reloads.length >= Business.chunkReloadCap) return false;
  sessionStorage.setItem(ReloadsKey, JSON.stringify([...reloads, now]));
  reloadRequested = true;
  window.location.reload();
  return true;
}

export function resetChunkReloads(): void {
  if (sessionStorage.getItem(ReloadsKey) !== null) sessionStorage.removeItem(ReloadsKey);
}

/**
 * Clears the count once the page it is rendered beside has stayed up a while. Loading a chunk is not enough: the
 * next one may be the one that fails, and a reset on every load would let it reload forever.
 */
export function ChunkReloadsSettle() {
  useEffect(() => {
    const timer = setTimeout(resetChunkReloads, SettledAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(
    error.message,
  );
}

/** Never settles: the page is reloading, so it stays suspended instead of flashing the error screen. */
const whileReloading = <T>() => new Promise<T>(() => undefined);

/** React.lazy that reloads the page when the chunk cannot be fetched; code that throws shows the error screen. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().then(
      // No module: the preload-error handler below has taken the failure and is reloading the page.
      (module: { default: ComponentType<P> } | undefined) =>
        module ?? whileReloading<{ default: ComponentType<P> }>(),
      (error: unknown) => {
        if (isChunkLoadError(error) && reloadForChunkFailure())
          return whileReloading<{ default: ComponentType<P> }>();
        throw error;
      },
    ),
  );
}

/**
 * Vite reports failed imports of chunks and their preloads through this event. Only a file that could not be
 * fetched is worth a reload; a module that throws as it loads would throw again, so its error goes on to the page.
 */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (isChunkLoadError(event.payload) && reloadForChunkFailure()) event.preventDefault();
  });
}

/** Service workers from earlier deployments could serve stale files; the portal does not use any. */
export function unregisterServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}
