import type { FastifyRequest } from 'fastify';
import { DepositMessage, DepositSlipField } from '@portal/contracts';
import { readMultipartForm, type FormUpload } from '../../lib/multipart-form';

export interface DepositForm {
  fields: Record<string, string>;
  slip: FormUpload<typeof DepositSlipField> | null;
}

/** Reads a deposit request: its text fields and at most one slip (png, jpeg or pdf by content, at most 1 MB). */
export async function readDepositForm(request: FastifyRequest): Promise<DepositForm> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [DepositSlipField],
    maxFields: 12,
    messages: {
      notMultipart: DepositMessage.notMultipart,
      unreadable: DepositMessage.formUnreadable,
      tooLarge: DepositMessage.slipTooLarge,
      tooManyFiles: DepositMessage.slipTooMany,
      wrongType: DepositMessage.slipWrongType,
    },
  });
  return { fields, slip: uploads[0] ?? null };
}
