import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BackofficeMoneyPaths, type LedgerAudit } from '@portal/contracts';
import { authHeaders } from './flight';

/** The back office's ledger audit, as an operator reads it. */
export async function ledgerAudit(app: FastifyInstance, operatorToken: string): Promise<LedgerAudit> {
  const response = await app.inject({
    method: 'GET',
    url: BackofficeMoneyPaths.getLedgerAudit,
    headers: authHeaders(operatorToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LedgerAudit>();
}

/** Whatever a test did, the ledger still balances and every wallet equals its entries. */
export async function expectLedgerBalanced(app: FastifyInstance, operatorToken: string): Promise<void> {
  const audit = await ledgerAudit(app, operatorToken);
  expect(audit.unbalancedTransactions).toEqual([]);
  expect(audit.mismatchedAccounts).toEqual([]);
  for (const currency of audit.currencies) expect(currency.totalDebit).toBe(currency.totalCredit);
}
