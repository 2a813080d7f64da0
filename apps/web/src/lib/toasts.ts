import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast (top-right, 3 s). The toast code is fetched on the first call, so pages that never show one never
 * download it; the toast container mounts at the same moment and picks up what was queued.
 */
export function showToast(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
