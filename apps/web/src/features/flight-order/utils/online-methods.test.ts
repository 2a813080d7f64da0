import { describe, expect, it } from 'vitest';
import { OnlinePaymentRules } from '@portal/contracts';
import { onlineIssueRequestOf, onlineWayRule, wayTakes } from './online-methods';

describe('paying a ticket online', () => {
  const order = { orderReference: 'BD1001', acceptedPayable: 30_000_00 };

  it('sends a wallet only for bKash or Nagad', () => {
    expect(onlineIssueRequestOf(order, 'bkash')).toEqual({
      ...order,
      method: 'mobile_wallet',
      wallet: 'bkash',
    });
    expect(onlineIssueRequestOf(order, 'card')).toEqual({ ...order, method: 'card' });
    expect(onlineIssueRequestOf(order, 'net_banking')).toEqual({ ...order, method: 'net_banking' });
  });

  it('prices a card at the international rate and keeps each way within its limits', () => {
    expect(onlineWayRule('card').basisPoints).toBe(OnlinePaymentRules.card.internationalBasisPoints);
    expect(wayTakes('bkash', OnlinePaymentRules.mobileWallet.maxAmount + 1)).toBe(false);
    expect(wayTakes('card', OnlinePaymentRules.mobileWallet.maxAmount + 1)).toBe(true);
  });
});
