const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when the short way from one longitude to another heads east (jet streams make those flights quicker). */
export function headsEast(lon1: number, lon2: number): boolean {
  const delta = ((((lon2 - lon1) % 360) + 540) % 360) - 180;
  return delta > 0;
}
