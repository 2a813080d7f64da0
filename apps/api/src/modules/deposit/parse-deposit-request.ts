import type { z } from 'zod';
import { depositRequestSchemas, ErrorCode, type DepositDetails, type DepositMethod } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** A deposit request as stored: the method's own fields, and what every method has. */
export interface ParsedDeposit {
  details: DepositDetails;
  providerBankAccountId: string | null;
  amount: number;
  note: string | null;
}

/** The form's problems, each with its field, in the shape the errors plugin gives a JSON body's. */
function parse<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'form'}: ${issue.message}`)
    .join('; ');
  throw new AppError(ErrorCode.ValidationFailed, 400, message);
}

/** Checks a deposit form's text fields for its method, with dates up to the tenant's today. */
export function parseDepositRequest(
  method: DepositMethod,
  fields: Record<string, string>,
  today: string,
): ParsedDeposit {
  const schemas = depositRequestSchemas(today);
  switch (method) {
    case 'bank_deposit': {
      const request = parse(schemas.bank_deposit, fields);
      return {
        details: {
          method,
          depositDate: request.depositDate,
          depositorBranch: request.depositorBranch,
          slipNumber: request.slipNumber,
        },
        providerBankAccountId: request.providerBankAccountId,
        amount: request.amount,
        note: request.note,
      };
    }
    case 'bank_transfer': {
      const request = parse(schemas.bank_transfer, fields);
      return {
        details: {
          method,
          transferDate: request.transferDate,
          senderBankName: request.senderBankName,
          senderAccountNumber: request.senderAccountNumber,
          transactionReference: request.transactionReference,
        },
        providerBankAccountId: request.providerBankAccountId,
        amount: request.amount,
        note: request.note,
      };
    }
    case 'cheque_deposit': {
      const request = parse(schemas.cheque_deposit, fields);
      return {
        details: {
          method,
          chequeNumber: request.chequeNumber,
          chequeBank: request.chequeBank,
          chequeDate: request.chequeDate,
          depositDate: request.depositDate,
        },
        providerBankAccountId: request.providerBankAccountId,
        amount: request.amount,
        note: request.note,
      };
    }
    case 'mobile_banking': {
      const request = parse(schemas.mobile_banking, fields);
      return {
        details: {
          method,
          wallet: request.wallet,
          senderPhone: request.senderPhone,
          transactionId: request.transactionId,
        },
        providerBankAccountId: null,
        amount: request.amount,
        note: request.note,
      };
    }
  }
}
