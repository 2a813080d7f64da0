import { createHash } from 'node:crypto';
import { MoneyErrorCode, MoneyMessage, idempotencyKeyPattern, type ErrorBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError, isAppError } from '../app-error';
import { claimKey, findKey, saveAnswer } from './idempotency.repository';

/** What a call that moves money answers: 200, or the 4xx it refused with. */
export type AnsweredStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export interface IdempotentAnswer<T> {
  statusCode: AnsweredStatus;
  body: T | ErrorBody;
  /** True when this is the stored answer of an earlier call with the same key. */
  replayed: boolean;
}

/** Objects hashed with their keys sorted, so the same body written in another key order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

/** The header's key, or 400 when a call that moves money comes without a usable one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!idempotencyKeyPattern.test(key)) {
    throw new AppError(MoneyErrorCode.IdempotencyKeyRequired, 400, MoneyMessage.idempotencyKeyRequired);
  }
  return key;
}

/**
 * Runs a call that moves money at most once per Idempotency-Key. The key is taken first, inside the database
 * transaction of the work, so a concurrent repeat waits for it and then replays its answer. The work runs under a
 * savepoint: when it refuses with a 4xx, its writes are undone but the refusal is kept as the key's answer, so
 * every repeat gets the same answer whatever happened since. The same key with another operation or body answers
 * 409 and changes nothing. An unexpected failure keeps nothing, so the call can be tried again.
 */
export async function runIdempotent<T>(
  options: {
    db: Db;
    tenantId: string;
    userId: string;
    key: string;
    operation: string;
    request: unknown;
    now: Date;
  },
  work: (tx: Db) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  const scope = { tenantId: options.tenantId, userId: options.userId, key: options.key };
  const hash = requestHash(options.request);
  return options.db.transaction(async (tx) => {
    const claimed = await claimKey(tx, {
      ...scope,
      operation: options.operation,
      requestHash: hash,
      now: options.now,
    });
    if (!claimed) {
      const stored = await findKey(tx, scope);
      if (
        !stored ||
        stored.statusCode === null ||
        stored.operation !== options.operation ||
        stored.requestHash !== hash
      ) {
        throw new AppError(MoneyErrorCode.IdempotencyKeyReused, 409, MoneyMessage.idempotencyKeyReused);
      }
      return {
        statusCode: stored.statusCode as AnsweredStatus,
        body: stored.response as T | ErrorBody,
        replayed: true,
      };
    }
    let answer: IdempotentAnswer<T>;
    try {
      const body = await tx.transaction((savepoint) => work(savepoint));
      answer = { statusCode: 200, body, replayed: false };
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      answer = {
        statusCode: error.status as AnsweredStatus,
        body: { error: { code: error.code, message: error.message } },
        replayed: false,
      };
    }
    await saveAnswer(tx, { ...scope, statusCode: answer.statusCode, response: answer.body });
    return answer;
  });
}
