import { createHash } from 'node:crypto';
import {
  DepositMessage,
  DepositSlipField,
  SlipRequiredMethods,
  type DepositMethod,
  type DepositResponse,
} from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { extensionFor } from '../../lib/file-type';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { tenantToday } from '../../lib/tenant-clock';
import { invalidField } from './deposit-errors';
import { newDepositReference } from './deposit-reference';
import { findDepositBankAccount, insertDeposit, type DepositRow } from './deposit.repository';
import { toDepositView } from './deposit-shape';
import { parseDepositRequest } from './parse-deposit-request';
import type { DepositForm } from './read-deposit-form';

/** A reference is drawn again when taken; five draws of 40 bits all taken means something else is wrong. */
const referenceDraws = 5;

/**
 * An agency asks to have money it paid in credited (the initiate calls): the form is checked (fields, the slip
 * where the method needs one, the account it was paid into), then, once per Idempotency-Key, the slip is stored and
 * a pending deposit created. Nothing is posted: only an operator's approval moves money. A repeat of the key gets
 * the first answer and stores nothing; the same key with another form is refused (409).
 */
export async function createDeposit(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  agencyId: string;
  userId: string;
  currency: string;
  method: DepositMethod;
  form: DepositForm;
  idempotencyKey: string;
  operation: string;
  now: Date;
}): Promise<IdempotentAnswer<DepositResponse>> {
  const { db, files, tenantId, agencyId, method, form, now } = options;
  const parsed = parseDepositRequest(method, form.fields, tenantToday(now));
  const { slip } = form;
  if (!slip && SlipRequiredMethods.includes(method)) {
    throw invalidField(DepositSlipField, DepositMessage.slipRequired);
  }
  const bankAccount = parsed.providerBankAccountId
    ? await findDepositBankAccount(db, tenantId, parsed.providerBankAccountId)
    : null;
  if (parsed.providerBankAccountId && !bankAccount) {
    throw invalidField('providerBankAccountId', DepositMessage.providerAccountUnknown);
  }

  const stored: string[] = [];
  const removeStored = () => Promise.all(stored.map((name) => files.remove(name)));
  try {
    const answer = await runIdempotent(
      {
        db,
        tenantId,
        userId: options.userId,
        key: options.idempotencyKey,
        operation: options.operation,
        // The slip counts by its content: the same key with another file is another request.
        request: {
          ...parsed,
          slip: slip
            ? { sha256: createHash('sha256').update(slip.content).digest('hex'), type: slip.contentType }
            : null,
        },
        now,
      },
      async (tx) => {
        const slipFileKey = slip ? await files.save(slip.content, extensionFor[slip.contentType]) : null;
        if (slipFileKey) stored.push(slipFileKey);
        let row: DepositRow | null = null;
        for (let draw = 0; draw < referenceDraws && !row; draw += 1) {
          row = await insertDeposit(tx, {
            tenantId,
            agencyId,
            reference: newDepositReference(),
            method,
            amount: parsed.amount,
            currency: options.currency,
            details: parsed.details,
            providerBankAccountId: parsed.providerBankAccountId,
            note: parsed.note,
            slipFileKey,
            slipContentType: slip?.contentType ?? null,
            slipSizeBytes: slip?.content.length ?? null,
            createdBy: options.userId,
            createdAt: now,
          });
        }
        if (!row) throw new Error('no free deposit reference was found');
        return { deposit: toDepositView(row, bankAccount) };
      },
    );
    // A refusal undid the deposit's row; its slip goes too.
    if (answer.statusCode !== 200) await removeStored();
    return answer;
  } catch (error) {
    await removeStored();
    throw error;
  }
}
