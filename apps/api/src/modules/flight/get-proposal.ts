import type { Proposal } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findProposal } from './proposal.repository';

export const proposalNotFound = () => AppError.notFound('This proposal was not found.');

/** GET Proposal/GetProposal: a proposal of the caller's agency, as the proposal page shows it. */
export async function getProposal(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  proposalId: string;
}): Promise<Proposal> {
  if (!options.agencyId) throw proposalNotFound();
  const row = await findProposal(options.db, options.tenantId, options.agencyId, options.proposalId);
  if (!row) throw proposalNotFound();
  const { requestId: _requestId, markup: _markup, ...shown } = row.payload;
  return { proposalId: row.id, createdAt: row.createdAt.toISOString(), ...shown };
}
