import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepositSlipField,
  IdempotencyHeader,
  PaymentPaths,
  SlipRequiredMethods,
  ZBankDepositRequest,
  ZBankTransferRequest,
  ZChequeDepositRequest,
  ZDepositResponse,
  ZMobileBankingRequest,
  type DepositMethod,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createDeposit } from './create-deposit';
import { readDepositForm } from './read-deposit-form';

const addAccess = { auth: 'user', permission: 'AddDepositRequest' } as const;
const tags = ['payment'];

const initiateCalls: { path: string; method: DepositMethod; what: string; fields: string[] }[] = [
  {
    path: PaymentPaths.deposit.initiateBankDeposit,
    method: 'bank_deposit',
    what: 'cash paid in at a branch of our bank',
    fields: Object.keys(ZBankDepositRequest.shape),
  },
  {
    path: PaymentPaths.deposit.initiateBankTransfer,
    method: 'bank_transfer',
    what: 'a transfer from another bank account',
    fields: Object.keys(ZBankTransferRequest.shape),
  },
  {
    path: PaymentPaths.deposit.initiateChequeDeposit,
    method: 'cheque_deposit',
    what: 'a cheque paid in to our bank',
    fields: Object.keys(ZChequeDepositRequest.shape),
  },
  {
    path: PaymentPaths.deposit.initiate,
    method: 'mobile_banking',
    what: 'money sent from a bKash or Nagad wallet',
    fields: Object.keys(ZMobileBankingRequest.shape),
  },
];

/** The deposit requests (spec §7 initiate calls): multipart forms with an optional or required slip. */
export const initiateDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart; every other route keeps answering 415 to it.
  await app.register(multipart);
  const files = createFileStore(app.env.DATA_DIR);

  for (const call of initiateCalls) {
    const slipRule = SlipRequiredMethods.includes(call.method) ? 'required' : 'optional';
    app.post(
      call.path,
      routeOptions(addAccess, {
        tags,
        summary: `Ask to have ${call.what} credited: a pending deposit (Idempotency-Key required)`,
        description:
          `multipart/form-data. Text fields: ${call.fields.join(', ')} (amount in poisha; dates YYYY-MM-DD, ` +
          `not in the future). File: ${DepositSlipField} (${slipRule}; png, jpeg or pdf by content, at most 1 MB).`,
        consumes: ['multipart/form-data'],
        ok: ZDepositResponse,
        // The form's own rejections (it is multipart, not a JSON body), and every refusal a key's stored answer
        // may carry.
        errors: [400, 409, 413, 415, 422],
      }),
      async (request, reply) => {
        const user = requireAgencyUser(request);
        const idempotencyKey = idempotencyKeyOf(request.headers[IdempotencyHeader]);
        const answer = await createDeposit({
          db: app.db,
          files,
          tenantId: request.tenant.id,
          agencyId: user.agencyId,
          userId: user.id,
          currency: request.tenant.config.global.defaultCurrency,
          method: call.method,
          form: await readDepositForm(request),
          idempotencyKey,
          operation: `POST ${call.path}`,
          now: app.now(),
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );
  }
};
