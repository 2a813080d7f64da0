/** Time left as a clock reads it: '2d 03:04:05', '03:04:05', '04:05'; nothing left is '00:00'. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${two(minutes)}:${two(seconds)}`;
  if (days > 0) return `${days}d ${two(hours)}:${clock}`;
  if (hours > 0) return `${two(hours)}:${clock}`;
  return clock;
}
