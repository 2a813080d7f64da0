import { lazy, type ComponentType } from 'react';
import { Business } from '@portal/contracts';

const AttemptsKey = 'portal.chunkReloads';

function attempts(): number {
  return Number(sessionStorage.getItem(AttemptsKey) ?? '0') || 0;
}

/**
 * After a deployment, old pages ask for chunk files that no longer exist. Reloading fetches the new index; the
 * counter stops a broken deployment from reloading forever (at most 10 times per tab session).
 */
export function reloadForChunkFailure(): boolean {
  const count = attempts();
  if (count >= Business.chunkReloadCap) return false;
  sessionStorage.setItem(AttemptsKey, String(count + 1));
  window.location.reload();
  return true;
}

export function resetChunkReloads(): void {
  if (sessionStorage.getItem(AttemptsKey) !== null) sessionStorage.removeItem(AttemptsKey);
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(
    error.message,
  );
}

/** React.lazy that reloads the page when the chunk cannot be fetched, and clears the counter once one loads. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().then(
      (module) => {
        resetChunkReloads();
        return module;
      },
      (error: unknown) => {
        if (isChunkLoadError(error) && reloadForChunkFailure()) {
          // The page is reloading; stay suspended instead of flashing the error screen.
          return new Promise<{ default: ComponentType<P> }>(() => undefined);
        }
        throw error;
      },
    ),
  );
}

/** Vite reports failed preloads of chunks and their CSS through this event. */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkFailure()) event.preventDefault();
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
