import { describe, expect, it } from 'vitest';
import { AfterSalesMessage } from '@portal/contracts';
import { operatorQuoteSchema, quoteFormStart } from './operator-quote-form';

const schema = operatorQuoteSchema('Enter taka');

describe('the manual quote form', () => {
  it('starts from the airline’s figures, amounts as editable taka', () => {
    const start = quoteFormStart([
      {
        kind: 'BaseFare',
        label: 'Base fare refunded',
        paxId: 1,
        amount: { amount: 2_500_000, currency: 'BDT' },
      },
      { kind: 'ServiceFee', label: 'Service fee', paxId: null, amount: { amount: -50_000, currency: 'BDT' } },
    ]);
    expect(start.lines).toEqual([
      { kind: 'BaseFare', label: 'Base fare refunded', paxId: '1', amount: '25000.00' },
      { kind: 'ServiceFee', label: 'Service fee', paxId: 'all', amount: '-500.00' },
    ]);
    expect(start.validMinutes).toBe('1440');
  });

  it('sends what was typed as the contracts’ body: signed whole poisha, a passenger or none', () => {
    const values = schema.parse({
      lines: [
        { kind: 'BaseFare', label: ' Base fare ', paxId: '1', amount: '25,000' },
        { kind: 'Penalty', label: 'Airline fee', paxId: 'all', amount: '-1,200.50' },
      ],
      validMinutes: '240',
      note: ' Confirmed with the desk ',
    });
    expect(values).toEqual({
      lines: [
        { kind: 'BaseFare', label: 'Base fare', paxId: 1, amount: 2_500_000 },
        { kind: 'Penalty', label: 'Airline fee', paxId: null, amount: -120_050 },
      ],
      validMinutes: 240,
      note: 'Confirmed with the desk',
    });
  });

  it('refuses an unreadable amount, an empty label and no lines, with the contracts’ messages', () => {
    const issues = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(
      issues({ lines: [{ kind: 'Other', label: 'x', paxId: 'all', amount: '12.345' }], validMinutes: '60' }),
    ).toEqual(['Enter taka']);
    expect(
      issues({ lines: [{ kind: 'Other', label: ' ', paxId: 'all', amount: '1' }], validMinutes: '60' }),
    ).toEqual([AfterSalesMessage.quoteInvalid]);
    expect(issues({ lines: [], validMinutes: '60' })).toEqual([AfterSalesMessage.quoteInvalid]);
  });
});
