import { describe, expect, it } from 'vitest';
import { DepositSlipField } from '@portal/contracts';
import { depositFormData, fieldErrorsOf, submissionOf } from './deposit-form-data';

describe('depositFormData', () => {
  it('sends each given field once as text and leaves empty ones out', () => {
    const form = depositFormData(
      { amount: 150050, depositDate: '2025-03-01', slipNumber: ' 42 ', note: null, depositorBranch: '' },
      null,
    );
    expect([...form.entries()]).toEqual([
      ['amount', '150050'],
      ['depositDate', '2025-03-01'],
      ['slipNumber', '42'],
    ]);
  });

  it('adds the slip under its field with its name', () => {
    const slip = new File(['%PDF-1.4'], 'my slip.pdf', { type: 'application/pdf' });
    const form = depositFormData({ amount: 100 }, slip);
    const sent = form.get(DepositSlipField);
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('my slip.pdf');
    expect(form.getAll(DepositSlipField)).toHaveLength(1);
  });
});

describe('submissionOf', () => {
  it('is the same for the same fields and file, and differs when either changes', () => {
    const slip = new File(['a'], 'a.png', { lastModified: 1 });
    const same = JSON.stringify(submissionOf({ amount: 1 }, slip));
    expect(JSON.stringify(submissionOf({ amount: 1 }, slip))).toBe(same);
    expect(JSON.stringify(submissionOf({ amount: 2 }, slip))).not.toBe(same);
    expect(
      JSON.stringify(submissionOf({ amount: 1 }, new File(['bb'], 'a.png', { lastModified: 1 }))),
    ).not.toBe(same);
  });
});

describe('fieldErrorsOf', () => {
  it('puts each of the API’s problems beside its field', () => {
    expect(
      fieldErrorsOf('amount: Amount must be a whole number; depositDate: The date cannot be in the future', [
        'amount',
        'depositDate',
      ]),
    ).toEqual({
      fields: { amount: 'Amount must be a whole number', depositDate: 'The date cannot be in the future' },
      other: [],
    });
  });

  it('keeps what belongs to no field of the form', () => {
    expect(fieldErrorsOf('The deposit request could not be read.', ['amount'])).toEqual({
      fields: {},
      other: ['The deposit request could not be read.'],
    });
    expect(fieldErrorsOf('form: Unrecognized key: "extra"', ['amount']).other).toEqual([
      'form: Unrecognized key: "extra"',
    ]);
  });
});
