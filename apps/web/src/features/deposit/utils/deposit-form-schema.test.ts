import { describe, expect, it } from 'vitest';
import { DepositMessage } from '@portal/contracts';
import { depositFormSchema, emptyDepositForm } from './deposit-form-schema';

const amountFormat = 'Enter the amount in taka';
const accountId = '7d8c3f0e-8a4b-4f61-9d3c-2b1a0e9f8c7d';
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'slip.png', {
    type: 'image/png',
  });

const messagesOf = async (
  result: Promise<{ success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }>,
) =>
  Object.fromEntries(
    ((await result).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('depositFormSchema', () => {
  it('reads a bank deposit with the amount in taka as exact poisha', async () => {
    const schema = depositFormSchema('bank_deposit', '2025-03-10', amountFormat);
    const parsed = await schema.parseAsync({
      fields: {
        providerBankAccountId: accountId,
        amount: '12,345.67',
        depositDate: '2025-03-10',
        depositorBranch: 'Gulshan',
        slipNumber: 'S-1',
        note: '',
      },
      slip: png(),
    });
    expect(parsed.fields).toEqual({
      providerBankAccountId: accountId,
      amount: 1234567,
      depositDate: '2025-03-10',
      depositorBranch: 'Gulshan',
      slipNumber: 'S-1',
      note: null,
    });
  });

  it('shows the contracts’ messages before anything is sent', async () => {
    const schema = depositFormSchema('bank_deposit', '2025-03-10', amountFormat);
    const empty = await messagesOf(schema.safeParseAsync(emptyDepositForm('bank_deposit')));
    expect(empty).toMatchObject({
      'fields.providerBankAccountId': DepositMessage.providerAccountRequired,
      'fields.amount': amountFormat,
      'fields.depositDate': DepositMessage.dateRequired,
      'fields.depositorBranch': DepositMessage.depositorBranchRequired,
      'fields.slipNumber': DepositMessage.slipNumberRequired,
      slip: DepositMessage.slipRequired,
    });
    const future = await messagesOf(
      schema.safeParseAsync({
        fields: { ...emptyDepositForm('bank_deposit').fields, amount: '0', depositDate: '2025-03-11' },
        slip: null,
      }),
    );
    expect(future['fields.amount']).toBe(DepositMessage.amountInvalid);
    expect(future['fields.depositDate']).toBe(DepositMessage.dateInFuture);
  });

  it('takes mobile banking without a slip and upper-cases the transaction id', async () => {
    const schema = depositFormSchema('mobile_banking', '2025-03-10', amountFormat);
    const parsed = await schema.parseAsync({
      fields: {
        wallet: 'bkash',
        amount: '500',
        senderPhone: '01711000000',
        transactionId: 'abc123xyz',
        note: '',
      },
      slip: null,
    });
    expect(parsed.fields).toMatchObject({ wallet: 'bkash', amount: 50000, transactionId: 'ABC123XYZ' });
    const wrong = await messagesOf(
      schema.safeParseAsync({
        fields: { wallet: '', amount: '0.001', senderPhone: '1711', transactionId: '12', note: '' },
        slip: new File(['<html>'], 'shot.png'),
      }),
    );
    expect(wrong).toEqual({
      'fields.wallet': DepositMessage.walletRequired,
      'fields.amount': amountFormat,
      'fields.senderPhone': DepositMessage.senderPhoneInvalid,
      'fields.transactionId': DepositMessage.transactionIdInvalid,
      slip: DepositMessage.slipWrongType,
    });
  });
});
