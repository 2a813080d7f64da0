import type { BranchResponse, CreateBranchRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import { AppError } from '../../lib/app-error';
import { auditActor } from '../../audit/audit-actor';
import {
  branchCodeTaken as codeInUse,
  findBranch,
  insertBranch,
  isBranchCodeConflict,
} from './branch.repository';
import { branchCodeTaken, toBranch } from './branch-shape';
import { lockCompany, type AgencyScope } from './company.repository';

/** createbranch: a new active branch; its code must be the agency's only one (409 otherwise). */
export async function createBranch(options: {
  db: Db;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  request: CreateBranchRequest;
  now: Date;
}): Promise<BranchResponse> {
  const { db, scope, request, now } = options;
  const actor = await auditActor(db, options.user);
  let branchId: string;
  try {
    branchId = await db.transaction(async (tx) => {
      if (!(await lockCompany(tx, scope))) throw AppError.notFound();
      if (await codeInUse(tx, scope, request.code)) throw branchCodeTaken();
      const id = await insertBranch(tx, scope, request, now);
      await recordAgencyEvent(tx, {
        ...scope,
        actor,
        action: 'branch.created',
        targetType: 'branch',
        targetId: id,
        summary: `Created the branch ${request.name} (${request.code})`,
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (isBranchCodeConflict(error)) throw branchCodeTaken();
    throw error;
  }
  const row = await findBranch(db, scope, branchId);
  if (!row) throw AppError.notFound();
  return { branch: toBranch(row) };
}
