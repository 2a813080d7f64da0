import { describe, expect, it } from 'vitest';
import { kycStatusOf } from './kyc-status';
import { toDestinations, toWallets } from './shape-list-widgets';

describe('the dashboard’s shaped figures', () => {
  it('reads the KYC status from the current documents', () => {
    expect(kycStatusOf([])).toBe('notSubmitted');
    const approved = (kind: string) => ({ kind, status: 'approved' as const });
    expect(kycStatusOf([approved('tradeLicense'), approved('nationalIdFront')])).toBe('pending');
    expect(
      kycStatusOf([approved('tradeLicense'), approved('nationalIdFront'), approved('nationalIdBack')]),
    ).toBe('verified');
    expect(kycStatusOf([approved('tradeLicense'), { kind: 'other', status: 'rejected' }])).toBe(
      'actionRequired',
    );
  });

  it('leaves credit unused while the balance is positive and counts down what the balance overdraws', () => {
    expect(toWallets([{ currency: 'BDT', posted: 500_00, creditLimit: 1_000_00 }])).toEqual([
      { currency: 'BDT', balance: 500_00, creditLimit: 1_000_00, creditLeft: 1_000_00, available: 1_500_00 },
    ]);
    expect(toWallets([{ currency: 'BDT', posted: -300_00, creditLimit: 1_000_00 }])[0]).toMatchObject({
      creditLeft: 700_00,
      available: 700_00,
    });
  });

  it('counts flight arrivals and hotel cities of one code together', () => {
    expect(
      toDestinations(
        {
          flights: [
            { code: 'DXB', count: 3 },
            { code: 'KUL', count: 1 },
          ],
          hotels: [{ code: 'DXB', name: 'Dubai', count: 2 }],
        },
        5,
      ),
    ).toEqual({
      items: [
        { code: 'DXB', name: 'Dubai', bookings: 5 },
        { code: 'KUL', name: null, bookings: 1 },
      ],
    });
  });
});
