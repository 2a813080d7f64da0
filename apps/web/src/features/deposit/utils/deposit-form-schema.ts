import { z } from 'zod';
import { depositRequestSchemas, type DepositMethod } from '@portal/contracts';
import { parseMoney } from '../../../lib/parse-money';
import { checkSlip } from './check-slip';
import { slipRequired } from './deposit-methods';

/** The kinds of box a deposit form is made of. */
export type DepositFieldKind =
  'account' | 'wallet' | 'date' | 'text' | 'digits' | 'phone' | 'amount' | 'note';

/** Each method's fields in the order its form asks for them (the contracts' request schemas). */
export const DepositFormFields: Record<
  DepositMethod,
  ReadonlyArray<{ name: string; kind: DepositFieldKind }>
> = {
  bank_deposit: [
    { name: 'providerBankAccountId', kind: 'account' },
    { name: 'amount', kind: 'amount' },
    { name: 'depositDate', kind: 'date' },
    { name: 'depositorBranch', kind: 'text' },
    { name: 'slipNumber', kind: 'text' },
    { name: 'note', kind: 'note' },
  ],
  bank_transfer: [
    { name: 'providerBankAccountId', kind: 'account' },
    { name: 'amount', kind: 'amount' },
    { name: 'transferDate', kind: 'date' },
    { name: 'senderBankName', kind: 'text' },
    { name: 'senderAccountNumber', kind: 'digits' },
    { name: 'transactionReference', kind: 'text' },
    { name: 'note', kind: 'note' },
  ],
  cheque_deposit: [
    { name: 'providerBankAccountId', kind: 'account' },
    { name: 'amount', kind: 'amount' },
    { name: 'chequeNumber', kind: 'digits' },
    { name: 'chequeBank', kind: 'text' },
    { name: 'chequeDate', kind: 'date' },
    { name: 'depositDate', kind: 'date' },
    { name: 'note', kind: 'note' },
  ],
  mobile_banking: [
    { name: 'wallet', kind: 'wallet' },
    { name: 'amount', kind: 'amount' },
    { name: 'senderPhone', kind: 'phone' },
    { name: 'transactionId', kind: 'text' },
    { name: 'note', kind: 'note' },
  ],
};

/** What the form holds while it is filled in: every box as text, the slip as the chosen file. */
export interface DepositFormValues {
  fields: Record<string, string>;
  slip: File | null;
}

/** What a valid form gives: the request's fields as the contracts read them (amount in poisha) and the slip. */
export interface DepositFormOutput {
  fields: Record<string, string | number | null>;
  slip: File | null;
}

export const emptyDepositForm = (method: DepositMethod): DepositFormValues => ({
  fields: Object.fromEntries(DepositFormFields[method].map((field) => [field.name, ''])),
  slip: null,
});

/**
 * The method's form checked with the contracts' own schema and messages, dated up to `today`; the amount is typed
 * in taka and read exactly as poisha first (`amountFormat` when it cannot be read), and the slip gets the server's
 * checks (required for bank and cheque deposits, 1 MB, png, jpeg or pdf by content).
 */
export function depositFormSchema(
  method: DepositMethod,
  today: string,
  amountFormat: string,
): z.ZodType<DepositFormOutput, DepositFormValues> {
  const request = depositRequestSchemas(today)[method];
  // Read exactly as poisha first, then held to the contracts' own amount rules and messages.
  const amount = z.string().transform((text, ctx) => {
    const minor = parseMoney(text);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: amountFormat });
      return z.NEVER;
    }
    const checked = request.shape.amount.safeParse(minor);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return checked.data;
  });
  const slip = z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine(async (file, ctx) => {
      const problem = await checkSlip(file, slipRequired(method));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
  const schema = z.object({ fields: request.extend({ amount }), slip });
  return schema as unknown as z.ZodType<DepositFormOutput, DepositFormValues>;
}
