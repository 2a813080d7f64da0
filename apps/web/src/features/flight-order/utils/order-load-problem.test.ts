import { describe, expect, it } from 'vitest';
import { FetchError, HttpError } from '../../../lib/api-errors';
import { orderLoadProblem } from './order-load-problem';

const fallback = 'An error occurred while fetching order details.';

describe('orderLoadProblem', () => {
  it('stays silent on 401 and 502', () => {
    expect(
      orderLoadProblem(new HttpError(401, { error: { code: 'X', message: 'Session over' } }), fallback),
    ).toBeNull();
    expect(orderLoadProblem(new HttpError(502, null), fallback)).toBeNull();
  });

  it('shows the server message, else its code, else the fallback', () => {
    const notFound = new HttpError(404, { error: { code: 'ORDER_NOT_FOUND', message: 'No such order.' } });
    expect(orderLoadProblem(notFound, fallback)).toBe('No such order.');
    expect(orderLoadProblem(new HttpError(400, { error: { code: 'BAD_REQUEST' } }), fallback)).toBe(
      'BAD_REQUEST',
    );
    expect(orderLoadProblem(new HttpError(500, 'oops'), fallback)).toBe(fallback);
    expect(orderLoadProblem(new FetchError('offline'), fallback)).toBe(fallback);
  });
});
