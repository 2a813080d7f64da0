/**
 * Flight times are ISO local times with the airport's offset (2026-12-05T20:35:00+06:00): a traveller reads the
 * local clock of the airport, so these read the text rather than converting zones.
 */
export const localTime = (iso: string) => iso.slice(11, 16);
export const localDay = (iso: string) => iso.slice(0, 10);

/** "5h 05m"; under an hour "45m". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest}m` : `${hours}h ${String(rest).padStart(2, '0')}m`;
}
