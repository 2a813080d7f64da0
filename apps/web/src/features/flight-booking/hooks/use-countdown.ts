import { useEffect, useState } from 'react';

/** Milliseconds left until `expiresAt`, ticking each second while `running`. */
export function useCountdown(expiresAt: string, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Date.parse(expiresAt) - now;
}
