import { describe, expect, it } from 'vitest';
import {
  MoneyMessage,
  ZOperatorQuoteBody,
  ZPostAdjustmentRequest,
  ZSetCreditLimitRequest,
} from '@portal/contracts';
import { moneyText, signedMoneyText } from './money-text';

const message = 'Enter taka with at most 2 decimals';

describe('money boxes checked with the contracts’ rules', () => {
  const amount = moneyText(message).pipe(ZPostAdjustmentRequest.shape.amount);
  const creditLimit = moneyText(message).pipe(ZSetCreditLimitRequest.shape.creditLimit);

  it('turns taka text into poisha', () => {
    expect(amount.parse('1,234.5')).toBe(123450);
    expect(creditLimit.parse('0')).toBe(0);
  });

  it('says what is wrong: unreadable text, zero, too large', () => {
    const issue = (schema: typeof amount, text: string) => schema.safeParse(text).error?.issues[0]?.message;
    expect(issue(amount, '0.005')).toBe(message);
    expect(issue(amount, '')).toBe(message);
    expect(issue(amount, '-10')).toBe(message);
    expect(issue(amount, '0')).toBe(MoneyMessage.amountPositive);
    expect(issue(amount, '1000000001')).toBe(MoneyMessage.amountTooLarge);
    expect(issue(creditLimit, '1000000001')).toBe(MoneyMessage.amountTooLarge);
  });
});

describe('a quote line’s amount box', () => {
  const amount = signedMoneyText(message).pipe(ZOperatorQuoteBody.shape.lines.element.shape.amount);

  it('turns signed taka text into signed poisha', () => {
    expect(amount.parse('-500')).toBe(-50000);
    expect(amount.parse('12,345.67')).toBe(1234567);
    expect(amount.parse('0')).toBe(0);
  });

  it('says what is wrong: unreadable text, too large', () => {
    expect(amount.safeParse('-0.005').error?.issues[0]?.message).toBe(message);
    expect(amount.safeParse('').error?.issues[0]?.message).toBe(message);
    expect(amount.safeParse('100000001').success).toBe(false);
  });
});
