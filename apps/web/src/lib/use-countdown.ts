import { useEffect, useEffectEvent } from 'react';
import { useNow } from './use-now';

/** The time left until `expiresAt`, ticking; `onLapsed` runs once when it runs out. */
export function useCountdown(expiresAt: string, onLapsed: () => void) {
  const now = useNow(true);
  const left = Date.parse(expiresAt) - now;
  const lapsed = left <= 0;
  const notify = useEffectEvent(onLapsed);
  useEffect(() => {
    if (lapsed) notify();
  }, [lapsed]);
  return { left, lapsed };
}
