import { useState } from 'react';
import { HttpError } from './api-errors';

/** A random UUID; pages served without TLS have no crypto.randomUUID, so 128 random bits in hex there. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Idempotency keys for a form that moves money: one key per submission. Sending the same body again (a double
 * click, or a retry after the answer was lost) reuses its key, so the server runs it once; a different body, or any
 * submission after a definite answer, gets a new key.
 */
export function createSubmissionKeys(newKey: () => string = randomKey) {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newKey() };
      return current.key;
    },
    /**
     * The answer to the last submission: accepted or refused, the server decided, so the next submission is a new
     * one. When the answer never came (no connection, time-out, server failure) the key stays for a retry.
     */
    settle(error?: unknown): void {
      if (isInDoubt(error)) return;
      current = null;
    },
  };
}
export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;

/**
 * A failure after which the server may or may not have done the work: anything but a refusal (4xx). A 429 was
 * turned away before any work, so its key may be sent again as well.
 */
export function isInDoubt(error: unknown): boolean {
  if (error === undefined) return false;
  return !(error instanceof HttpError) || error.status >= 500 || error.status === 429;
}

/** The keys of one form, kept for the life of the component. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => createSubmissionKeys());
  return keys;
}
