import { ErrorCode, IdentityMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export interface AttemptLimit {
  max: number;
  windowMs: number;
  /** Whose budget is spent, as the 429 says it. */
  tooMany: string;
}

/**
 * Budgets per account (what the caller typed, known account or not, so the answer never tells them apart) and per
 * caller (address), counted in process like the per-address rate limits.
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
      if (this.isSpent(key, limit)) {
        const minutes = Math.ceil(limit.windowMs / 60_000);
        throw new AppError(
          ErrorCode.TooManyRequests,
          429,
          `${limit.tooMany} Please try again in ${minutes} minutes.`,
        );
      }
    },
    isSpent(key: string, limit: AttemptLimit): boolean {
      return recent(key, limit.windowMs).length >= limit.max;
    },
    record(key: string, limit: AttemptLimit): void {
      const list = recent(key, limit.windowMs);
      list.push(clock());
      hits.set(key, list);
    },
    /** Runs an attempt within the budget: throws 429 when it is spent, and counts the attempt when it fails (null). */
    async whileAllowed<T>(
      key: string,
      limit: AttemptLimit,
      attempt: () => Promise<T | null>,
    ): Promise<T | null> {
      this.assertAllowed(key, limit);
      const result = await attempt();
      if (result === null) this.record(key, limit);
      return result;
    },
    /** Checks and counts in one step. */
    take(key: string, limit: AttemptLimit): void {
      this.assertAllowed(key, limit);
      this.record(key, limit);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

const forAccount = IdentityMessage.tooManyForAccount;
const fromAddress = IdentityMessage.tooManyFromAddress;

export const AccountLimits = {
  /**
   * Failed logins per account from anywhere. Spending it locks nobody out (anyone can spend it): beyond it a login
   * from a device the account does not trust must first pass the bot check (NIST 800-63B 5.2.2).
   */
  failedLogins: { max: 10, windowMs: 15 * 60_000, tooMany: forAccount },
  /** Codes sent per account and purpose. */
  codeSends: { max: 5, windowMs: 10 * 60_000, tooMany: forAccount },
  /**
   * Reset codes mailed per account from anywhere: anyone may ask for them, so this only caps the mail an owner gets;
   * each address has its own, smaller budget (CallerLimits.resetSends).
   */
  resetSends: { max: 20, windowMs: 10 * 60_000, tooMany: forAccount },
  /** Phone code submissions per account; only the session's holder can spend it. */
  phoneCodeChecks: { max: 20, windowMs: 10 * 60_000, tooMany: forAccount },
} as const satisfies Record<string, AttemptLimit>;

export const CallerLimits = {
  /** Failed logins of one account from one address: enough for mistyping, far too few for guessing. */
  failedLogins: { max: 10, windowMs: 15 * 60_000, tooMany: fromAddress },
  /**
   * Failed code checks from one address, whatever the account. A code's own five tries are bound to its reference,
   * so junk under made-up references spends only the sender's budget, never the owner's.
   */
  failedCodeChecks: { max: 20, windowMs: 10 * 60_000, tooMany: fromAddress },
  /** Reset codes asked for one account from one address. */
  resetSends: { max: 5, windowMs: 10 * 60_000, tooMany: fromAddress },
} as const satisfies Record<string, AttemptLimit>;

export const accountKey = (kind: string, tenantId: string, email: string) =>
  `${kind}|${tenantId}|${email.trim().toLowerCase()}`;

/** One caller's budget: its address, on one tenant, optionally for one account. */
export const callerKey = (kind: string, tenantId: string, address: string, email = '') =>
  `${kind}|${tenantId}|${address}|${email.trim().toLowerCase()}`;
