import { useEffect, useState } from 'react';
import { errorMessage } from './api-errors';

interface StartOnceOptions<Request, Started> {
  /** The history entry's key; a new search from the form is a new entry. */
  entryKey: string;
  request: Request | null;
  /** The id the address already carries; with one, nothing is started. */
  requestId: string | null;
  onStarted: (started: Started) => void;
}

/**
 * A hook that starts a search once per visit of a results address (a history entry): React may run effects twice,
 * and going back to an address that already has its request id never starts another. With `clearErrorOnRestart`
 * off, a failure stays shown while a new entry's search is starting.
 */
export function createStartOnce<Request, Started>(
  start: (request: Request) => Promise<Started>,
  { clearErrorOnRestart }: { clearErrorOnRestart: boolean },
) {
  const started = new Map<string, Promise<Started>>();

  return function useStartOnce({
    entryKey,
    request,
    requestId,
    onStarted,
  }: StartOnceOptions<Request, Started>) {
    const [error, setError] = useState<string | null>(null);
    const needed = request !== null && requestId === null;

    useEffect(() => {
      if (!needed || !request) return;
      let current = true;
      if (clearErrorOnRestart) setError(null);
      let pending = started.get(entryKey);
      if (!pending) {
        pending = start(request);
        started.set(entryKey, pending);
      }
      pending.then(
        (answer) => {
          if (current) onStarted(answer);
        },
        (failure: unknown) => {
          started.delete(entryKey);
          if (current) setError(errorMessage(failure));
        },
      );
      return () => {
        current = false;
      };
      // The request is read from the same address as the entry key; a new address is a new key.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [entryKey, needed]);

    return { starting: needed && error === null, error: needed ? error : null };
  };
}
