import {
  BranchErrorCode,
  BranchMessage,
  type BranchResponse,
  type UpdateBranchRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import { AppError } from '../../lib/app-error';
import { auditActor, changedFields } from '../../audit/audit-actor';
import {
  branchCodeTaken as codeInUse,
  findBranch,
  isBranchCodeConflict,
  lockBranch,
  updateBranch as saveBranch,
} from './branch.repository';
import { branchCodeTaken, branchNotFound, toBranch } from './branch-shape';
import { lockCompany, type AgencyScope } from './company.repository';

/**
 * updatebranch: replaces the branch's fields and status. A branch is never deleted; it cannot be made inactive
 * while active staff still work in it (409), so no one is left in a branch that no longer exists for the agency.
 */
export async function updateBranch(options: {
  db: Db;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  request: UpdateBranchRequest;
  now: Date;
}): Promise<BranchResponse> {
  const { db, scope, now } = options;
  const { branchId, ...fields } = options.request;
  const actor = await auditActor(db, options.user);
  try {
    await db.transaction(async (tx) => {
      // The agency lock orders this against staff changes that place users in branches.
      if (!(await lockCompany(tx, scope))) throw AppError.notFound();
      const before = await lockBranch(tx, scope, branchId);
      if (!before) throw branchNotFound();
      if (await codeInUse(tx, scope, fields.code, branchId)) throw branchCodeTaken();
      if (before.status === 'active' && fields.status === 'inactive' && before.activeStaff > 0) {
        throw new AppError(BranchErrorCode.HasActiveStaff, 409, BranchMessage.hasActiveStaff);
      }
      await saveBranch(tx, scope, branchId, fields, now);
      const changes = changedFields(
        {
          name: before.name,
          code: before.code,
          email: before.email,
          phone: before.phone,
          address: before.address,
          city: before.city,
          contactName: before.contactName,
          status: before.status,
        },
        { ...fields },
      );
      const statusChange = changes.status
        ? fields.status === 'inactive'
          ? 'Deactivated'
          : 'Reactivated'
        : 'Updated';
      await recordAgencyEvent(tx, {
        ...scope,
        actor,
        action: changes.status
          ? `branch.${fields.status === 'inactive' ? 'deactivated' : 'reactivated'}`
          : 'branch.updated',
        targetType: 'branch',
        targetId: branchId,
        summary: `${statusChange} the branch ${fields.name} (${fields.code})`,
        changes,
        at: now,
      });
    });
  } catch (error) {
    if (isBranchCodeConflict(error)) throw branchCodeTaken();
    throw error;
  }
  const row = await findBranch(db, scope, branchId);
  if (!row) throw branchNotFound();
  return { branch: toBranch(row) };
}
