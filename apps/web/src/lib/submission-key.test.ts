import { describe, expect, it } from 'vitest';
import { FetchError, HttpError, TimeoutError } from './api-errors';
import { createSubmissionKeys } from './submission-key';

function keys() {
  let made = 0;
  return createSubmissionKeys(() => `key-${(made += 1)}`);
}

describe('submission keys', () => {
  const body = { agencyId: 'a', direction: 'credit', amount: 1000, reason: 'Cash' };

  it('gives the same body the same key until it is answered', () => {
    const submissions = keys();
    expect(submissions.keyFor(body)).toBe('key-1');
    expect(submissions.keyFor({ ...body })).toBe('key-1');
    submissions.settle();
    expect(submissions.keyFor(body)).toBe('key-2');
  });

  it('gives a changed body a new key', () => {
    const submissions = keys();
    submissions.keyFor(body);
    expect(submissions.keyFor({ ...body, amount: 2000 })).toBe('key-2');
  });

  it('keeps the key when the answer is in doubt, drops it after a refusal', () => {
    const submissions = keys();
    submissions.keyFor(body);
    for (const error of [
      new FetchError('offline'),
      new TimeoutError(30_000),
      new HttpError(503, null),
      new HttpError(429, null),
      new Error('unexpected'),
    ]) {
      submissions.settle(error);
      expect(submissions.keyFor(body), error.message).toBe('key-1');
    }
    submissions.settle(new HttpError(422, { error: { code: 'INSUFFICIENT_BALANCE' } }));
    expect(submissions.keyFor(body)).toBe('key-2');
  });
});
