import { useEffect, useState } from 'react';

/** The current time, moving on every `everyMs` (a minute by default): a list's deadlines count from it. */
export function useClock(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
