/** `day` (YYYY-MM-DD) moved by `days` calendar days, as YYYY-MM-DD. */
export function addCalendarDays(day: string, days: number): string {
  const moved = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}
