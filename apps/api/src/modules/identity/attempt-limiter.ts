import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Per-account budgets (failed logins, code sends, code checks), counted in process like the per-address limits.
 * The key is what the caller typed (tenant and email), known account or not, so the answer never tells them apart.
 */
export function createAttemptLimiter(clock: () => number = Date.now) {
  const hits = new Map<string, number[]>();

  function recent(key: string, windowMs: number): number[] {
    const since = clock() - windowMs;
    const list = (hits.get(key) ?? []).filter((time) => time > since);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  }

  return {
    /** Throws 429 when the budget is spent; does not count. */
    assertAllowed(key: string, limit: AttemptLimit): void {
      if (recent(key, limit.windowMs).length >= limit.max) {
        const minutes = Math.ceil(limit.windowMs / 60_000);
        throw new AppError(
          ErrorCode.TooManyRequests,
          429,
          `Too many attempts for this account. Please try again in ${minutes} minutes.`,
        );
      }
    },
    record(key: string, limit: AttemptLimit): void {
      const list = recent(key, limit.windowMs);
      list.push(clock());
      hits.set(key, list);
    },
    /** Checks and counts in one step. */
    take(key: string, limit: AttemptLimit): void {
      this.assertAllowed(key, limit);
      this.record(key, limit);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

export const AccountLimits = {
  /** Failed logins per account: enough for mistyping, far too few for guessing. */
  failedLogins: { max: 10, windowMs: 15 * 60_000 },
  /** Codes sent per account and purpose. */
  codeSends: { max: 5, windowMs: 10 * 60_000 },
  /** Code submissions per account (each code also dies after 5 wrong tries). */
  codeChecks: { max: 20, windowMs: 10 * 60_000 },
} as const;

export const accountKey = (kind: string, tenantId: string, email: string) =>
  `${kind}|${tenantId}|${email.trim().toLowerCase()}`;
