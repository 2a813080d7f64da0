import { useEffect, useState } from 'react';
import type { HotelSearchRequest, HotelSearchStarted } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { startHotelSearch } from '../api/start-hotel-search';

/**
 * One HotelSearch per visit of a results address (a history entry): React may run effects twice, and going back to
 * an address that already has its request id never starts another search.
 */
const started = new Map<string, Promise<HotelSearchStarted>>();

export function useStartHotelSearch(options: {
  /** The history entry's key; a new search from the form is a new entry. */
  entryKey: string;
  request: HotelSearchRequest | null;
  requestId: string | null;
  onStarted: (started: HotelSearchStarted) => void;
}) {
  const { entryKey, request, requestId, onStarted } = options;
  const [error, setError] = useState<string | null>(null);
  const needed = request !== null && requestId === null;

  useEffect(() => {
    if (!needed || !request) return;
    let current = true;
    setError(null);
    let pending = started.get(entryKey);
    if (!pending) {
      pending = startHotelSearch(request);
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
