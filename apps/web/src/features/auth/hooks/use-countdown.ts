import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that restarts on `restart()`; 0 when done. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return { left, restart };
}
