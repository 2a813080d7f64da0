/**
 * A flight's local time as its airport keeps it ("2026-03-10T08:30:00+06:00"), written for the reader without
 * moving it to another zone: '10 Mar 2026, 08:30'.
 */
export function formatWallTime(localTime: string, language: string): string {
  const wall = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(localTime);
  if (!wall) return localTime;
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${wall[1]}T${wall[2]}:00Z`));
}
