import { describe, expect, it } from 'vitest';
import type { AfterSalesRequest, RequestQuote } from '@portal/contracts';
import { agencyActions } from './request-actions';

const quote = (state: RequestQuote['state']): RequestQuote => ({
  quoteId: '0b8f5a52-3f0e-4c55-9d7e-1c2a4b6d8e90',
  by: 'Airline',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-01T10:15:00.000Z',
  state,
  lines: [],
  total: { amount: 1000, currency: 'BDT' },
  note: null,
});

const request = (change: Partial<AfterSalesRequest>) =>
  ({ mode: 'Automatic', quote: null, ...change }) as AfterSalesRequest;

describe('agencyActions', () => {
  it('offers accepting and declining only a current quote, and cancelling before acceptance', () => {
    expect(agencyActions(request({ status: 'Quoted', quote: quote('Current') }))).toEqual([
      'Accept',
      'Decline',
      'Cancel',
    ]);
    expect(agencyActions(request({ status: 'Requested', mode: 'Manual' }))).toEqual(['Cancel']);
  });

  it('offers a new quote from the airline once the quote has lapsed, not from the operators', () => {
    expect(agencyActions(request({ status: 'Quoted', quote: quote('Expired') }))).toEqual([
      'Requote',
      'Cancel',
    ]);
    expect(agencyActions(request({ status: 'Expired', quote: quote('Expired') }))).toEqual([
      'Requote',
      'Cancel',
    ]);
    expect(agencyActions(request({ status: 'Expired', mode: 'Manual', quote: quote('Expired') }))).toEqual([
      'Cancel',
    ]);
  });

  it('offers nothing once accepted or closed', () => {
    for (const status of ['Accepted', 'InProcess', 'Completed', 'Rejected', 'Cancelled'] as const) {
      expect(agencyActions(request({ status, quote: quote('Current') }))).toEqual([]);
    }
  });

  it("leaves an automatic exchange's approval and new prices to its own pages; a manual one is accepted here", () => {
    const exchange = { kind: 'Exchange' } as const;
    expect(agencyActions(request({ ...exchange, status: 'Quoted', quote: quote('Current') }))).toEqual([
      'Decline',
      'Cancel',
    ]);
    expect(agencyActions(request({ ...exchange, status: 'Expired', quote: quote('Expired') }))).toEqual([
      'Cancel',
    ]);
    expect(
      agencyActions(request({ ...exchange, mode: 'Manual', status: 'Quoted', quote: quote('Current') })),
    ).toEqual(['Accept', 'Decline', 'Cancel']);
  });
});
