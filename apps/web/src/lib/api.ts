import { createApiClient } from './api-client';
import { clientStore, deviceId } from './client-store';

const GeoDataStorageKey = 'portal.geoData';

/** The device description, computed once per browser session (kept in session storage, spec §9). */
async function geoData(): Promise<string> {
  const cached = sessionStorage.getItem(GeoDataStorageKey);
  if (cached) return cached;
  const { encodeDeviceInfo, parseUserAgent } = await import('./device-info');
  const encoded = encodeDeviceInfo(
    parseUserAgent(navigator.userAgent, { width: window.screen.width, height: window.screen.height }),
  );
  try {
    sessionStorage.setItem(GeoDataStorageKey, encoded);
  } catch {
    // Recomputed next time; nothing is lost.
  }
  return encoded;
}

/** The app's one API client: same origin, token from the client store. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getToken: () => clientStore.getState().token,
  getDeviceId: deviceId,
  getGeoData: geoData,
  onSessionExpired: () => clientStore.setState({ sessionExpired: true }),
});
