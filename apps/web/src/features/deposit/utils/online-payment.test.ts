import { describe, expect, it } from 'vitest';
import type { CardPaymentConfig, MobileConfig } from '@portal/contracts';
import { binOf, formatCardNumber, gatewayWays, onlineFormSchema, paymentRequestOf } from './online-payment';

const card: CardPaymentConfig = {
  currency: 'BDT',
  card: {
    enabled: true,
    minAmount: 100_00,
    maxAmount: 5_00_000_00,
    localBasisPoints: 150,
    internationalBasisPoints: 300,
    brands: [{ brand: 'visa', label: 'Visa' }],
  },
  netBanking: { enabled: true, minAmount: 100_00, maxAmount: 10_00_000_00, feeBasisPoints: 100, banks: [] },
};
const mobile: MobileConfig = {
  currency: 'BDT',
  wallets: [
    {
      wallet: 'bkash',
      label: 'bKash',
      enabled: true,
      minAmount: 10_00,
      maxAmount: 25_000_00,
      feeBasisPoints: 185,
    },
    {
      wallet: 'nagad',
      label: 'Nagad',
      enabled: false,
      minAmount: 10_00,
      maxAmount: 25_000_00,
      feeBasisPoints: 185,
    },
  ],
};
const messages = {
  amountFormat: 'format',
  amountRange: (min: number, max: number) => `between ${min} and ${max}`,
  wayRequired: 'choose',
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('online payment form', () => {
  it('sends only the first six digits of a card, once there are six', () => {
    expect(binOf('4321 5')).toBeNull();
    expect(binOf('4321 55')).toBe('432155');
    expect(binOf('4321 5500 0000 0008')).toBe('432155');
    expect(formatCardNumber('4321550000000008')).toBe('4321 5500 0000 0008');
    expect(formatCardNumber('43a21-55')).toBe('4321 55');
  });

  it('offers net banking and the wallets that are on', () => {
    expect(gatewayWays(card, mobile).map((way) => [way.way, way.basisPoints])).toEqual([
      ['net_banking', 100],
      ['bkash', 185],
    ]);
  });

  it('checks the amount against the chosen way’s limits and asks for a way', () => {
    const ways = gatewayWays(card, mobile);
    const schema = onlineFormSchema((way) => ways.find((rule) => rule.way === way) ?? null, true, messages);
    expect(issuesOf(schema.safeParse({ amount: '', cardNumber: '', way: '' }))).toEqual({
      way: 'choose',
      amount: 'format',
    });
    expect(issuesOf(schema.safeParse({ amount: '30,000', cardNumber: '', way: 'bkash' }))).toEqual({
      amount: 'between 1000 and 2500000',
    });
    expect(schema.safeParse({ amount: '200.50', cardNumber: '', way: 'bkash' }).success).toBe(true);
  });

  it('writes the CreatePayment body of each way, the amount in poisha', () => {
    expect(paymentRequestOf('card', { amount: '1,000.50', cardNumber: '4321 5500', way: '' }, 'BDT')).toEqual(
      {
        amount: 100050,
        currency: 'BDT',
        method: 'card',
        cardBin: '432155',
      },
    );
    expect(paymentRequestOf('card', { amount: '1000', cardNumber: '', way: '' }, 'BDT')).toEqual({
      amount: 100000,
      currency: 'BDT',
      method: 'card',
    });
    expect(paymentRequestOf('net_banking', { amount: '200', cardNumber: '', way: 'nagad' }, 'BDT')).toEqual({
      amount: 20000,
      currency: 'BDT',
      method: 'mobile_wallet',
      wallet: 'nagad',
    });
    expect(
      paymentRequestOf('net_banking', { amount: '200', cardNumber: '', way: 'net_banking' }, 'BDT'),
    ).toEqual({
      amount: 20000,
      currency: 'BDT',
      method: 'net_banking',
    });
  });
});
