import { DepositMessage, type UploadContentType } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { depositNotFound } from './deposit-errors';
import { findAgencyDeposit, type DepositRow } from './deposit.repository';
import { findTenantDeposit } from './deposit-review.repository';

export interface DepositSlip {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A deposit's slip, to be sent as an attachment: the agency's own deposit (agencyId given) or, for an operator
 * (agencyId null), any deposit of the tenant. Another's deposit answers 404 like an unknown one.
 */
export async function getDepositSlip(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  agencyId: string | null;
  /** The agency caller's branch: set, only its users' deposits are found. */
  branchId: string | null;
  depositId: string;
}): Promise<DepositSlip> {
  const { db, tenantId, agencyId, depositId } = options;
  const found = agencyId
    ? await findAgencyDeposit(db, { tenantId, agencyId, branchId: options.branchId }, depositId)
    : await findTenantDeposit(db, tenantId, depositId);
  if (!found) throw depositNotFound();
  const deposit: DepositRow = found.deposit;
  if (!deposit.slipFileKey || !deposit.slipContentType) throw AppError.notFound(DepositMessage.noSlip);
  const content = await options.files.read(deposit.slipFileKey).catch(() => null);
  if (!content) throw AppError.notFound(DepositMessage.noSlip);
  const extension = extensionFor[deposit.slipContentType as UploadContentType];
  return {
    content,
    contentType: deposit.slipContentType,
    fileName: `${deposit.reference}-slip.${extension}`,
  };
}
