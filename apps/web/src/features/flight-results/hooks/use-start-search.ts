import { useEffect, useState } from 'react';
import type { AirSearchRequest, AirSearchStarted } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { startAirSearch } from '../api/start-air-search';

/**
 * One AirSearch per visit of a results address (a history entry): React may run effects twice, and going back to
 * an address that already has its request id never starts another search.
 */
const started = new Map<string, Promise<AirSearchStarted>>();

export function useStartSearch(options: {
  /** The history entry's key; a new search from the form is a new entry. */
  entryKey: string;
  request: AirSearchRequest | null;
  requestId: string | null;
  onStarted: (started: AirSearchStarted) => void;
}) {
  const { entryKey, request, requestId, onStarted } = options;
  const [error, setError] = useState<string | null>(null);
  const needed = request !== null && requestId === null;

  useEffect(() => {
    if (!needed || !request) return;
    let current = true;
    let pending = started.get(entryKey);
    if (!pending) {
      pending = startAirSearch(request);
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
}
